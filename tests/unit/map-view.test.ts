import { describe, expect, it } from "vitest";
import {
  boundsView,
  firstView,
  mapPicture,
  PLACE_ZOOM,
  pointAt,
  previewTiles,
  project,
  REGION_VIEW,
  roundPoint,
  tileUrl,
  unproject,
} from "~/routes/contratar/map-view";

// The server draws the map's first view with this arithmetic and Leaflet then draws the
// same tiles in the same places (the browser test of the map's picture compares them).

describe("project and unproject", () => {
  it("give the tile OpenStreetMap numbers for a place", () => {
    // Cosquín at zoom 16: tile 21_029 / 38_759 by the slippy-map formula (OSM wiki).
    const pixel = project({ lat: -31.2405, lng: -64.4806 }, 16);
    expect(Math.floor(pixel.x / 256)).toBe(21_029);
    expect(Math.floor(pixel.y / 256)).toBe(38_759);
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
  });

  it("undo each other", () => {
    const place = { lat: -31.2405, lng: -64.4806 };
    const back = unproject(project(place, 12), 12);
    expect(back.lat).toBeCloseTo(place.lat, 9);
    expect(back.lng).toBeCloseTo(place.lng, 9);
  });

  it("read a tap on the picture as the place under it: east and south of the centre", () => {
    const view = { center: { lat: -31.2405, lng: -64.4806 }, zoom: 16 };
    expect(pointAt(view, 0, 0).lat).toBeCloseTo(view.center.lat, 9);
    const tapped = pointAt(view, 100, 50);
    expect(tapped.lng).toBeGreaterThan(view.center.lng);
    expect(tapped.lat).toBeLessThan(view.center.lat);
    // 100 px at zoom 16 is about 2.4 m per pixel at this latitude: some 200 m east.
    expect((tapped.lng - view.center.lng) * 111_320 * Math.cos((view.center.lat * Math.PI) / 180)).toBeCloseTo(204, -1);
  });
});

describe("firstView and roundPoint", () => {
  it("open on the place already checked, or on the region", () => {
    expect(firstView(null)).toBe(REGION_VIEW);
    expect(firstView({ lat: -31.1, lng: -64.4 })).toEqual({ center: { lat: -31.1, lng: -64.4 }, zoom: PLACE_ZOOM });
    expect(roundPoint({ lat: -31.123456789, lng: -64.000000449 })).toEqual({ lat: -31.123457, lng: -64 });
  });
});

describe("tileUrl", () => {
  it("fills a template as Leaflet does", () => {
    expect(tileUrl("https://tile.openstreetmap.org/{z}/{x}/{y}.png", 3, 4, 5)).toBe(
      "https://tile.openstreetmap.org/3/4/5.png",
    );
    // {s}: Leaflet's subdomains a, b, c by (x + y) mod 3; {r}: no retina tiles.
    expect(tileUrl("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", 3, 4, 5)).toBe("https://a.tiles.example/3/4/5.png");
    expect(tileUrl("https://{s}.tiles.example/{z}/{x}/{y}.png", 3, 4, 6)).toBe("https://b.tiles.example/3/4/6.png");
    expect(tileUrl("https://tiles.example/{z}/{x}/{y}.png?k={key}", 1, 0, 1)).toBe(
      "https://tiles.example/1/0/1.png?k={key}",
    );
  });
});

describe("previewTiles", () => {
  const template = "/t/{z}/{x}/{y}.png";
  const near = { width: 240, height: 180 };
  const far = { width: 584, height: 220 };

  it("covers the phone's box with near tiles, and the widest box with wide ones, centre first", () => {
    const view = { center: { lat: -31.2405, lng: -64.4806 }, zoom: 16 };
    const tiles = previewTiles(template, view, near, far);
    const covers = (box: { width: number; height: number }, list: typeof tiles) => {
      // Every pixel of the box lies in one of the tiles.
      for (let x = -box.width; x < box.width; x += 16) {
        for (let y = -box.height; y < box.height; y += 16) {
          expect(
            list.some((tile) => x >= tile.left && x < tile.left + 256 && y >= tile.top && y < tile.top + 256),
            `${x},${y}`,
          ).toBe(true);
        }
      }
    };
    const nearTiles = tiles.filter((tile) => !tile.wide);
    covers(near, nearTiles);
    covers(far, tiles);
    expect(nearTiles.length).toBeLessThanOrEqual(9);
    expect(tiles.findIndex((tile) => tile.wide)).toBe(nearTiles.length);
    // The tile under the centre is where the projection puts it.
    const centre = project(view.center, 16);
    const under = tiles.find((tile) => tile.left <= 0 && tile.left + 256 > 0 && tile.top <= 0 && tile.top + 256 > 0)!;
    expect(under.url).toBe(`/t/16/${Math.floor(centre.x / 256)}/${Math.floor(centre.y / 256)}.png`);
    expect(under.left).toBe(Math.round(Math.floor(centre.x / 256) * 256 - centre.x));
  });

  it("wraps columns round the world and leaves out rows beyond it", () => {
    const tiles = previewTiles(template, { center: { lat: 80, lng: 179.9 }, zoom: 1 }, near, far);
    const urls = tiles.map((tile) => tile.url);
    expect(urls).toContain("/t/1/0/0.png");
    expect(urls).toContain("/t/1/1/0.png");
    expect(urls.every((url) => /^\/t\/1\/[01]\/[01]\.png$/.test(url))).toBe(true);
  });
});

describe("boundsView", () => {
  // A town's coverage ring, [lat, lng] (about 4 × 3 km).
  const ring: [number, number][] = [
    [-31.225, -64.5],
    [-31.225, -64.46],
    [-31.255, -64.46],
    [-31.255, -64.5],
  ];

  it("fits a locality in a phone's canvas at the largest whole zoom, centred on it", () => {
    const view = boundsView(ring)!;
    const size = (zoom: number) => {
      const a = project({ lat: -31.225, lng: -64.5 }, zoom);
      const b = project({ lat: -31.255, lng: -64.46 }, zoom);
      return { width: b.x - a.x, height: b.y - a.y };
    };
    expect(size(view.zoom).width).toBeLessThanOrEqual(480);
    expect(size(view.zoom).height).toBeLessThanOrEqual(360);
    expect(size(view.zoom + 1).width > 480 || size(view.zoom + 1).height > 360).toBe(true);
    expect(view.center.lng).toBeCloseTo(-64.48, 6);
    expect(view.center.lat).toBeCloseTo(-31.24, 2);
  });

  it("stops at zoom 18 for a single point, and has no view for no points", () => {
    expect(boundsView([[-31.2, -64.4]])?.zoom).toBe(18);
    expect(boundsView([])).toBeNull();
  });
});

describe("mapPicture", () => {
  it("draws a view's tiles, with the marker only on a place", () => {
    const place = mapPicture("/t/{z}/{x}/{y}.png", firstView({ lat: -31.24, lng: -64.48 }), true);
    expect(place.tiles.length).toBeGreaterThan(3);
    expect(place.tileSize).toBe(256);
    expect(place.marker).toMatch(/marker-icon.*\.png$/);
    expect(mapPicture("/t/{z}/{x}/{y}.png", REGION_VIEW, false).marker).toBeNull();
    expect(mapPicture(undefined, REGION_VIEW, false).tiles).toEqual([]);
  });
});
