import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { fieldId } from "~/components/forms";
import { useRootData } from "~/utils/root-data";
import { AddressSuggestions } from "./address-suggestions.client";
import {
  firstView,
  mapPicture,
  pointAt,
  REGION_VIEW,
  roundPoint,
  type LatLng,
  type MapPicture,
  type MapView,
} from "./map-view";

// Leaflet and its plugins: a chunk of their own, fetched once the applicant asks for the map.
const LocationMap = lazy(() => import("./location-map.client").then((module) => ({ default: module.LocationMap })));

/**
 * What JavaScript adds to the location step, over the server-rendered form it finds in
 * the page: suggestions under the address field, the map after the form, and the point
 * they place, sent as hidden `lat`/`lng` fields. Only a point picked or pinned in this
 * visit is sent; a new text or locality drops it, and the server geocodes as without
 * JavaScript.
 */
export default function LocationEnhancements({
  frame,
  initialPoint,
  views,
  picture,
  onPicture,
  click,
}: {
  /** The ids of the map's canvas and status line in the page. */
  frame: { canvas: string; status: string };
  /** The place checked earlier, from the draft. */
  initialPoint: LatLng | null;
  /** Each locality's view, by its id. */
  views: Record<string, MapView> | undefined;
  /** The map's picture the page shows (none: the map is there, or there is no map). */
  picture: MapPicture | null;
  /** Redraws the picture, or takes it away (null) once the map's own tiles are in. */
  onPicture: (picture: MapPicture | null) => void;
  /** The last click in the map's canvas, kept by the page until this chunk came. */
  click: MouseEvent | null;
}) {
  const select = document.getElementById(fieldId("localidad_id")) as HTMLSelectElement | null;
  const input = document.getElementById(fieldId("direccion")) as HTMLInputElement | null;
  // The locality as the form's own select has it now, whenever it was chosen.
  const onLocalityChange = useCallback(
    (onChange: () => void) => {
      select?.addEventListener("change", onChange);
      return () => select?.removeEventListener("change", onChange);
    },
    [select],
  );
  const readLocality = () => select?.value ?? "";
  const localityId = useSyncExternalStore(onLocalityChange, readLocality, readLocality);
  // The point this visit placed (a suggestion, a tap, the map), sent with the form.
  const [point, setPoint] = useState<LatLng | null>(null);
  // The map, once the applicant reaches for its picture: its button (the focus goes on to
  // the map), or a tap (which places the point there).
  const [map, setMap] = useState<{ focus: boolean; view: MapView } | null>(null);

  useEffect(() => {
    if (!select || !input) return;
    // Another locality or another address: the point placed for the old one is forgotten.
    const forget = () => setPoint(null);
    select.addEventListener("change", forget);
    input.addEventListener("input", forget);
    return () => {
      select.removeEventListener("change", forget);
      input.removeEventListener("input", forget);
    };
  }, [select, input]);

  const shownPicture = useRef(picture);
  useEffect(() => {
    shownPicture.current = picture;
  });
  useEffect(() => {
    const view = shownPicture.current?.view;
    const target = click?.target as Element | null | undefined;
    if (!click || !view || !target) return;
    const button = Boolean(target.closest(".map-preview-open"));
    const preview = target.closest(".map-preview");
    if (!button && !preview) return;
    // The map opens on the view its picture shows: a tap's place, or what it showed.
    let opens = view;
    if (preview) {
      // Page coordinates: the picture has not moved on the page if the applicant scrolled since.
      const box = preview.getBoundingClientRect();
      const dx = click.pageX - (box.left + window.scrollX + box.width / 2);
      const dy = click.pageY - (box.top + window.scrollY + box.height / 2);
      const tapped = roundPoint(pointAt(view, dx, dy));
      setPoint(tapped);
      opens = firstView(tapped);
    }
    setMap((open) => open ?? { focus: button, view: opens });
  }, [click]);

  // Until the map is there its picture follows the form, as the map does: the place, or
  // else the chosen locality, or else the region.
  const tiles = useRootData()?.config.MAP_TILES_URL;
  const shown = point ?? initialPoint;
  const view = shown ? firstView(shown) : (views?.[localityId] ?? REGION_VIEW);
  // The view by its numbers: a new object with the same place draws nothing again.
  const { lat, lng } = view.center;
  const { zoom } = view;
  const placed = shown !== null;
  const drawn = useRef(true);
  useEffect(() => {
    // The server drew the first one.
    if (drawn.current) drawn.current = false;
    else if (shownPicture.current) onPicture(mapPicture(tiles, { center: { lat, lng }, zoom }, placed));
  }, [tiles, lat, lng, zoom, placed, onPicture]);

  const combobox = input?.closest(".combobox");
  return (
    <>
      {combobox
        ? createPortal(
            <AddressSuggestions
              inputId={input!.id}
              localityId={localityId}
              onPick={(place) => setPoint({ lat: place.lat, lng: place.lng })}
            />,
            combobox,
          )
        : null}
      {point && input?.form
        ? createPortal(
            <>
              <input type="hidden" name="lat" value={point.lat} />
              <input type="hidden" name="lng" value={point.lng} />
            </>,
            input.form,
          )
        : null}
      {map ? (
        <Suspense>
          <LocationMap
            localityId={localityId}
            point={point}
            initialPoint={initialPoint}
            onPoint={(place) => setPoint(roundPoint(place))}
            frame={frame}
            view={map.view}
            focus={map.focus}
            onReady={() => onPicture(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
