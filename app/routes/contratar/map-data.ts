import type { Locality } from "../../../contract/public";

/**
 * The format of `GET /contratar/mapa`, shared by the route that writes it and the map that
 * reads it. Coverage rings are `[lat, lng]` pairs (Leaflet's order); the infrastructure
 * boxes are one flat list of integers, `lat·10⁵, lng·10⁵, reach in metres` per box (metre
 * precision): about a fifth of the API's JSON, for thousands of boxes on a phone's connection.
 */
export type MapData = {
  localities: { id: number; name: string; center: [number, number]; ring: [number, number][] }[];
  boxes: number[];
};

export const COORDINATE_SCALE = 1e5;
export const BOX_FIELDS = 3;

/** A locality's coverage as Leaflet reads it: the API's GeoJSON ring (`[lng, lat]`) as `[lat, lng]` pairs. */
export function coverageRing(locality: Pick<Locality, "coverage">): [number, number][] {
  return (locality.coverage.coordinates[0] ?? []).map(([lng, lat]) => [lat, lng] as [number, number]);
}
