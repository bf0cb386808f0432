import markerIcon from "leaflet/dist/images/marker-icon.png";

/**
 * The arithmetic of a web map's first view, the same as Leaflet's (spherical Mercator,
 * 256-pixel tiles), so the server can draw the tiles the map will show before any of the
 * map's code arrives (decision 122), and a tap on that picture can become a point. The
 * page's own code only draws the list (`MapPicture`); this module goes with the loader and
 * the lazily loaded enhancements, out of the page's first load.
 */

export type LatLng = { lat: number; lng: number };
export type MapView = { center: LatLng; zoom: number };

export const TILE_SIZE = 256;
/** The view before any place is known: the provider's region. */
export const REGION_VIEW: MapView = { center: { lat: -31.17, lng: -64.5 }, zoom: 10 };
/** The zoom a chosen place is shown at. */
export const PLACE_ZOOM = 16;
/** Leaflet's default subdomains for `{s}`. */
const SUBDOMAINS = "abc";
/** Leaflet's limit for the spherical Mercator projection. */
const MAX_LATITUDE = 85.0511287798;

/** The point's pixel in the world at this zoom (256 × 2^zoom pixels a side). */
export function project({ lat, lng }: LatLng, zoom: number) {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The point at a world pixel: `project`'s inverse. */
export function unproject({ x, y }: { x: number; y: number }, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / scale) * 360 - 180 };
}

/** The first view of the map: the place already checked, or the region. */
export function firstView(point: LatLng | null): MapView {
  return point ? { center: point, zoom: PLACE_ZOOM } : REGION_VIEW;
}

/** Six decimals: about ten centimetres, plenty for a house. */
export function roundPoint({ lat, lng }: LatLng): LatLng {
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** The point shown `dx`, `dy` pixels away from the view's centre. */
export function pointAt(view: MapView, dx: number, dy: number): LatLng {
  const centre = project(view.center, view.zoom);
  return unproject({ x: centre.x + dx, y: centre.y + dy }, view.zoom);
}

/** A tile's address from a template as Leaflet fills it: `{z}`, `{x}`, `{y}`, `{s}` and `{r}` (no retina tiles). */
export function tileUrl(template: string, z: number, x: number, y: number) {
  const values: Record<string, string> = {
    z: String(z),
    x: String(x),
    y: String(y),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!,
    r: "",
  };
  return template.replace(/\{([a-z])\}/g, (whole, key: string) => values[key] ?? whole);
}

export type PreviewTile = {
  url: string;
  /** The tile's top-left corner, in pixels from the view's centre. */
  left: number;
  top: number;
  /** Whether it shows only in a box wider or taller than `near` (a phone needs none of these). */
  wide: boolean;
};

type HalfBox = { width: number; height: number };

/**
 * The tiles that fill a box centred on the view: those within `near` (half the box a phone
 * shows), then the others within `far` (the widest box), marked `wide`. Rows outside the
 * world are left out; columns wrap round it, as Leaflet's do.
 */
export function previewTiles(template: string, view: MapView, near: HalfBox, far: HalfBox): PreviewTile[] {
  const zoom = Math.round(view.zoom);
  const centre = project(view.center, zoom);
  const count = 2 ** zoom;
  // The first and last tile columns and rows a box centred on the view touches.
  const tilesOf = (half: HalfBox) => ({
    x: [Math.floor((centre.x - half.width) / TILE_SIZE), Math.floor((centre.x + half.width - 1) / TILE_SIZE)],
    y: [Math.floor((centre.y - half.height) / TILE_SIZE), Math.floor((centre.y + half.height - 1) / TILE_SIZE)],
  });
  const phone = tilesOf(near);
  const widest = tilesOf(far);
  const tiles: PreviewTile[] = [];
  for (let y = Math.max(0, widest.y[0]!); y <= Math.min(count - 1, widest.y[1]!); y++) {
    for (let x = widest.x[0]!; x <= widest.x[1]!; x++) {
      const wrapped = ((x % count) + count) % count;
      tiles.push({
        url: tileUrl(template, zoom, wrapped, y),
        left: Math.round(x * TILE_SIZE - centre.x),
        top: Math.round(y * TILE_SIZE - centre.y),
        wide: x < phone.x[0]! || x > phone.x[1]! || y < phone.y[0]! || y > phone.y[1]!,
      });
    }
  }
  // The centre's tiles first: the order a browser asks for them in.
  return tiles.sort((a, b) => Number(a.wide) - Number(b.wide));
}

/** Half the canvas a phone shows (up to 480 × 360), and half the widest one (the page's 1168 × 440). */
const NEAR = { width: 240, height: 180 };
const FAR = { width: 584, height: 220 };

/** What the page draws before the map comes: its first view's tiles, and on a known place Leaflet's marker image, at the centre. */
export type MapPicture = { view: MapView; tileSize: number; tiles: PreviewTile[]; marker: string | null };

/** The picture of a view, with Leaflet's marker at its centre when it shows a place. */
export function mapPicture(template: string | undefined, view: MapView, marker: boolean): MapPicture {
  return {
    view,
    tileSize: TILE_SIZE,
    tiles: template ? previewTiles(template, view, NEAR, FAR) : [],
    marker: marker ? markerIcon : null,
  };
}

/**
 * The view that fits a ring of `[lat, lng]` points in a phone's canvas, as Leaflet's
 * `fitBounds` does (the largest whole zoom it fits at, up to 18); null for no points.
 */
export function boundsView(ring: [number, number][]): MapView | null {
  if (ring.length === 0) return null;
  const lats = ring.map(([lat]) => lat);
  const lngs = ring.map(([, lng]) => lng);
  const northWest = project({ lat: Math.max(...lats), lng: Math.min(...lngs) }, 0);
  const southEast = project({ lat: Math.min(...lats), lng: Math.max(...lngs) }, 0);
  const fits = Math.min(
    (2 * NEAR.width) / (southEast.x - northWest.x),
    (2 * NEAR.height) / (southEast.y - northWest.y),
  );
  return {
    center: unproject({ x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 }, 0),
    zoom: Math.max(0, Math.min(18, Math.floor(Math.log2(fits)))),
  };
}
