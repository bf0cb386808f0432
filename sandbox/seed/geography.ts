import { insideRing, offset, type Point } from "../geo.ts";
import type { Random } from "./prng.ts";
import { LOCALITIES, STREET_NAMES, type LocalitySeed } from "./region.ts";

/**
 * Coverage polygons, infrastructure boxes and the geocoder's streets, all derived
 * from the locality list with a seeded generator.
 */

export const BOX_REACH_M = 250;
/** About 2,400 boxes over the region: enough for the map's clustering to matter. */
const BOXES_PER_SQUARE_KM = 17;
const STREETS_PER_LOCALITY = 10;
const MAIN_ROAD = "Av. San Martín";
/** Streets run past the coverage edge, so some addresses have no service. */
const STREET_OVERSHOOT = 1.35;

export type Ring = [number, number][];

export type LocalityGeography = {
  id: number;
  seed: LocalitySeed;
  ring: Ring;
  boxes: Point[];
  streets: { name: string; start: Point; end: Point; to_number: number }[];
};

/** An irregular 14-sided polygon around the centre: towns are never circles. */
function coverageRing(center: Point, radius: number, random: Random): Ring {
  const sides = 14;
  const ring: Ring = [];
  for (let side = 0; side < sides; side++) {
    const bearing = (2 * Math.PI * side) / sides;
    const vertex = offset(center, radius * random.between(0.78, 1.12), bearing);
    ring.push([round(vertex.lng), round(vertex.lat)]);
  }
  ring.push(ring[0]!);
  return ring;
}

/**
 * Boxes scattered over the polygon, except one outer sector of each town: a new
 * neighbourhood not wired yet, where an address is covered but has no box in reach.
 */
function boxesInside(center: Point, radius: number, ring: Ring, random: Random): Point[] {
  const area = Math.PI * (radius / 1000) ** 2 * 0.9;
  const count = Math.round(area * BOXES_PER_SQUARE_KM);
  const unwiredBearing = random.between(0, 2 * Math.PI);
  const boxes: Point[] = [];
  while (boxes.length < count) {
    const bearing = random.between(0, 2 * Math.PI);
    const distance = radius * 1.15 * Math.sqrt(random.next());
    const unwired = distance > radius * 0.55 && angleBetween(bearing, unwiredBearing) < Math.PI / 5;
    if (unwired) continue;
    const point = offset(center, distance, bearing);
    if (insideRing(point, ring)) boxes.push({ lat: round(point.lat), lng: round(point.lng) });
  }
  return boxes;
}

/**
 * A grid of streets, numbered from one end at about one number per metre, as in
 * Argentina. Every town has an Av. San Martín: national route 38 runs through the valley
 * under that name.
 */
function streetGrid(center: Point, radius: number, random: Random) {
  const others = STREET_NAMES.filter((name) => name !== MAIN_ROAD);
  const names = [MAIN_ROAD, ...random.sample(others, STREETS_PER_LOCALITY - 1)];
  const heading = random.between(0, Math.PI / 2);
  const half = radius * STREET_OVERSHOOT;
  return names.map((name, index) => {
    const across = index % 2 === 0 ? heading : heading + Math.PI / 2;
    const rank = Math.floor(index / 2) - 2;
    const middle = offset(center, rank * (radius / 3), across + Math.PI / 2);
    const start = offset(middle, half, across + Math.PI);
    const end = offset(middle, half, across);
    return {
      name,
      start: { lat: round(start.lat), lng: round(start.lng) },
      end: { lat: round(end.lat), lng: round(end.lng) },
      to_number: Math.round((2 * half) / 100) * 100,
    };
  });
}

export function buildGeography(random: Random): LocalityGeography[] {
  return LOCALITIES.map((seed, index) => {
    const center = { lat: seed.lat, lng: seed.lng };
    const ring = coverageRing(center, seed.radius_m, random);
    return {
      id: index + 1,
      seed,
      ring,
      boxes: boxesInside(center, seed.radius_m, ring, random),
      streets: streetGrid(center, seed.radius_m, random),
    };
  });
}

function angleBetween(a: number, b: number) {
  const difference = Math.abs(a - b) % (2 * Math.PI);
  return difference > Math.PI ? 2 * Math.PI - difference : difference;
}

function round(value: number) {
  return Math.round(value * 1e6) / 1e6;
}
