import { href } from "react-router";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./location-map.css";
// Leaflet's UMD build sets window.L, which the two plugins below extend.
import L from "leaflet";
import "leaflet.markercluster";
import "leaflet.heat";
import "./leaflet-teardown.client";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import hiringMapStrings from "~/locales/hiring-map";
import { useT, type Translator } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { BOX_FIELDS, COORDINATE_SCALE, type MapData } from "./map-data";
import { PLACE_ZOOM, type LatLng, type MapView } from "./map-view";

/**
 * The location step's map (docs/design.md#hiring-flow), loaded only on that step and only with JavaScript:
 * coverage polygons, the infrastructure boxes clustered, the reach of the boxes nearest to
 * the marker, and a density heatmap to switch on. Clicking the map or dragging the marker
 * gives the form a point; the address field stays the way in for the keyboard, so the map
 * and its markers take no focus (only its zoom and layers controls do).
 */

type Point = LatLng;
type Copy = Translator<"hiringMap">;

/** Clustering as docs/spec.md#constants asks: grid 60, added in batches of 2000 (a cluster is 2 or more boxes). */
const CLUSTER_RADIUS = 60;
const BATCH = 2000;
const SLICE = 100;
const NEAREST_BOXES = 5;
const NEAREST_WITHIN_M = 1500;

const locationIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});
const boxIcon = L.divIcon({ className: "box-marker", iconSize: [10, 10] });
// Cluster markers would each be a tab stop without a name.
L.MarkerCluster.mergeOptions({ keyboard: false });

type Box = Point & { reach: number };

function readBoxes(data: MapData): Box[] {
  const boxes: Box[] = [];
  for (let index = 0; index + BOX_FIELDS <= data.boxes.length; index += BOX_FIELDS) {
    boxes.push({
      lat: data.boxes[index]! / COORDINATE_SCALE,
      lng: data.boxes[index + 1]! / COORDINATE_SCALE,
      reach: data.boxes[index + 2]!,
    });
  }
  return boxes;
}

/** Metres between two nearby points (equirectangular: plenty at a town's scale). */
function metres(a: Point, b: Point) {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

function nearestBoxes(boxes: Box[], point: Point) {
  return boxes
    .map((box) => ({ box, distance: metres(point, box) }))
    .filter(({ distance }) => distance <= NEAREST_WITHIN_M)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEAREST_BOXES)
    .map(({ box }) => box);
}

export function LocationMap({
  frame,
  view,
  localityId,
  point,
  initialPoint,
  onPoint,
  focus,
  onReady,
}: {
  /** The ids of the canvas and the status line the page drew for the map. */
  frame: { canvas: string; status: string };
  /** The view it opens on: the one its picture showed, which followed the form until now. */
  view: MapView;
  localityId: string;
  /** The point this visit placed (a suggestion, a click, a drag). */
  point: Point | null;
  /** The place checked earlier, from the draft. */
  initialPoint: Point | null;
  onPoint: (point: Point) => void;
  /** Opened from its button: the focus goes on to the map's first control. */
  focus: boolean;
  /** Called once the map's first tiles are in (or could not be): the picture under it can go. */
  onReady: () => void;
}) {
  const copy = useT(hiringMapStrings);
  const tiles = useRootData()?.config.MAP_TILES_URL;
  const [data, setData] = useState<MapData | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const shown = point ?? initialPoint;
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });
  const [first] = useState(view);
  useEffect(() => {
    if (!tiles) ready.current();
  }, [tiles]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(href("/contratar/mapa"), { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<MapData>) : null))
      .then(setData)
      .catch(() => {
        // No map data: the map still places a point, and the form never needed it.
      });
    return () => controller.abort();
  }, []);

  // The frame the server drew (its title, hint and box): the status line and the canvas are filled here.
  const status = document.getElementById(frame.status);
  const canvas = document.getElementById(frame.canvas);
  if (!status || !canvas) return null;
  return (
    <>
      {createPortal(tilesFailed ? copy("tilesFailed") : point ? copy("pointSet") : "", status)}
      {createPortal(
        <MapContainer
          center={first.center}
          zoom={first.zoom}
          keyboard={false}
          zoomControl={false}
          className="location-map-leaflet"
        >
          {tiles ? (
            <TileLayer
              url={tiles}
              attribution={copy("attribution")}
              eventHandlers={{
                load: () => ready.current(),
                tileerror: () => {
                  setTilesFailed(true);
                  ready.current();
                },
              }}
            />
          ) : null}
          <Controls copy={copy} focus={focus} />
          <PlaceOnClick onPoint={onPoint} />
          <FollowChoices data={data} localityId={localityId} point={point} />
          {data ? <InfrastructureLayers data={data} point={shown} copy={copy} /> : null}
          {shown ? (
            <Marker
              position={shown}
              icon={locationIcon}
              alt={copy("marker")}
              draggable
              keyboard={false}
              eventHandlers={{ dragend: (event) => onPoint((event.target as L.Marker).getLatLng()) }}
            />
          ) : null}
        </MapContainer>,
        canvas,
      )}
    </>
  );
}

function Controls({ copy, focus }: { copy: Copy; focus: boolean }) {
  const map = useMap();
  const focused = useRef(!focus);
  useEffect(() => {
    const zoom = L.control.zoom({ zoomInTitle: copy("zoomIn"), zoomOutTitle: copy("zoomOut") }).addTo(map);
    // The button that opened the map goes with the picture: the focus goes on to the map's first control.
    if (!focused.current) zoom.getContainer()?.querySelector<HTMLElement>("a")?.focus();
    focused.current = true;
    return () => {
      zoom.remove();
    };
  }, [map, copy]);
  return null;
}

function PlaceOnClick({ onPoint }: { onPoint: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPoint(event.latlng) });
  return null;
}

/**
 * The map follows the form: a chosen locality fills the view; a chosen place is zoomed to.
 * It opens on the view its picture showed, which followed the form until then (decision
 * 122), and keeps it until the locality changes.
 */
function FollowChoices({ data, localityId, point }: { data: MapData | null; localityId: string; point: Point | null }) {
  const map = useMap();
  const locality = data?.localities.find((candidate) => String(candidate.id) === localityId);
  const shown = useRef(localityId);
  const placed = point !== null;
  useEffect(() => {
    // Only when the locality changes: the applicant's own panning is left alone.
    if (!locality || shown.current === localityId) return;
    shown.current = localityId;
    if (!placed) map.fitBounds(L.latLngBounds(locality.ring), { animate: false });
  }, [map, locality, localityId, placed]);
  // The place by its numbers: a new object for the same place moves nothing.
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.setView({ lat, lng }, Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, lat, lng]);
  return null;
}

/** Coverage, boxes, reach circles and the heatmap, with a layers control to switch them. */
function InfrastructureLayers({ data, point, copy }: { data: MapData; point: Point | null; copy: Copy }) {
  const map = useMap();
  const boxes = useMemo(() => readBoxes(data), [data]);
  const reach = useRef<L.LayerGroup>(L.layerGroup());

  useEffect(() => {
    const reachLayer = reach.current;
    const coverage = L.layerGroup(
      data.localities.map((locality) =>
        L.polygon(locality.ring, { color: "#0a3d62", weight: 2, fillOpacity: 0.06, interactive: false }),
      ),
    );
    const clusters = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS,
      chunkedLoading: true,
      showCoverageOnHover: false,
    });
    // The boxes go in by batches of 2000, each fed to the group a slice at a time from a
    // timer of ours: every slice ends within one short task (a slow phone keeps answering
    // the keyboard), and leaving the step stops the loading. The group's own chunked
    // loading never has to split a slice; its timers would outlive the map, and
    // markercluster 1.5.3 then fails on the map it no longer has.
    const slices: Box[][] = [];
    for (let batch = 0; batch < boxes.length; batch += BATCH) {
      const end = Math.min(batch + BATCH, boxes.length);
      for (let start = batch; start < end; start += SLICE)
        slices.push(boxes.slice(start, Math.min(start + SLICE, end)));
    }
    let timer: number | undefined;
    const feed = () => {
      const slice = slices.shift();
      if (!slice) return;
      clusters.addLayers(slice.map((box) => L.marker(box, { icon: boxIcon, keyboard: false, interactive: false })));
      timer = window.setTimeout(feed, 0);
    };
    const density = L.heatLayer(
      boxes.map((box) => [box.lat, box.lng, 0.6] as L.HeatLatLngTuple),
      { radius: 18, blur: 16, maxZoom: 15, minOpacity: 0.25 },
    );
    coverage.addTo(map);
    clusters.addTo(map);
    reachLayer.addTo(map);
    feed();
    const layers = L.control
      .layers(undefined, {
        [copy("boxes")]: clusters,
        [copy("reach")]: reachLayer,
        [copy("density")]: density,
        [copy("coverage")]: coverage,
      })
      .addTo(map);
    const toggle = layers.getContainer()?.querySelector<HTMLElement>(".leaflet-control-layers-toggle");
    toggle?.setAttribute("title", copy("layers"));
    toggle?.setAttribute("aria-label", copy("layers"));
    return () => {
      window.clearTimeout(timer);
      layers.remove();
      for (const layer of [coverage, clusters, density, reachLayer]) map.removeLayer(layer);
    };
  }, [map, data, boxes, copy]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    reach.current.clearLayers();
    if (lat === undefined || lng === undefined) return;
    for (const box of nearestBoxes(boxes, { lat, lng })) {
      reach.current.addLayer(
        L.circle(box, { radius: box.reach, color: "#1e7b45", weight: 1, fillOpacity: 0.15, interactive: false }),
      );
    }
  }, [boxes, lat, lng]);

  return null;
}
