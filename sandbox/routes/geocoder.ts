import { Hono } from "hono";
import type { GeocoderFeature, GeocoderResult } from "../../contract/geocoder.ts";
import { GeocoderQuery } from "../../contract/geocoder.ts";
import type { Sandbox } from "../context.ts";
import { all } from "../db.ts";
import { along, distanceMetres, type Point } from "../geo.ts";
import { readQuery } from "../http.ts";
import { searchText } from "../search-text.ts";

/**
 * A Photon-compatible search over the seeded streets: "San Martín 450 Cosquín" finds the
 * house on that street (positions interpolated along it), "Cosquín" the town. `lat`/`lon`
 * rank nearer places first, as Photon's location bias does.
 */

type StreetRow = {
  osm_id: number;
  name: string;
  search_name: string;
  from_number: number;
  to_number: number;
  start_lat: number;
  start_lng: number;
  end_lat: number;
  end_lng: number;
  locality_id: number;
  city: string;
  postcode: string;
  province: string;
  lat: number;
  lng: number;
};
type Index = { streets: (StreetRow & { words: string[]; cityWords: string[] })[] };

const STOP_WORDS = new Set(["de", "del", "la", "el", "los", "las", "y", "calle", "argentina", "cordoba"]);
const words = (text: string) => searchText(text).split(" ").filter(Boolean);

/** The last number not followed by "de" is the house number: "25 de Mayo 340" → 340. */
function splitQuery(q: string) {
  const tokens = words(q);
  let housenumber: number | undefined;
  for (let index = tokens.length - 1; index >= 0; index--) {
    if (/^\d{1,5}$/.test(tokens[index]!) && tokens[index + 1] !== "de") {
      housenumber = Number(tokens[index]);
      tokens.splice(index, 1);
      break;
    }
  }
  return { housenumber, terms: tokens.filter((token) => !STOP_WORDS.has(token)) };
}

/** Autocomplete: each typed word must begin some word of the place. */
const matches = (term: string, candidates: string[]) => candidates.some((word) => word.startsWith(term));

export function geocoderRoutes(sandbox: Sandbox) {
  const routes = new Hono();
  let index: Promise<Index> | undefined;

  // The streets come from the seed and never change, so they are read once.
  const loadIndex = async (): Promise<Index> => {
    const rows = await all<StreetRow>(
      sandbox.db,
      `SELECT streets.*, localities.name AS city, localities.postcode, localities.province, localities.lat, localities.lng
       FROM streets JOIN localities ON localities.id = streets.locality_id`,
    );
    return { streets: rows.map((row) => ({ ...row, words: words(row.search_name), cityWords: words(row.city) })) };
  };

  routes.get("/api", async (c) => {
    const { q, lat, lon, limit } = readQuery(c, GeocoderQuery);
    const { streets } = await (index ??= loadIndex());
    const { housenumber, terms } = splitQuery(q);
    const bias: Point | undefined = lat !== undefined && lon !== undefined ? { lat, lng: lon } : undefined;
    const found: { feature: GeocoderFeature; score: number; at: Point }[] = [];

    const place = (row: StreetRow) => ({
      postcode: row.postcode,
      city: row.city,
      county: "Punilla",
      state: row.province,
      country: "Argentina",
      countrycode: "AR",
    });

    for (const street of streets) {
      if (terms.length === 0 || !terms.every((term) => matches(term, street.words) || matches(term, street.cityWords)))
        continue;
      const onStreet = terms.filter((term) => matches(term, street.words)).length;
      if (onStreet === 0) continue;
      const start = { lat: street.start_lat, lng: street.start_lng };
      const end = { lat: street.end_lat, lng: street.end_lng };
      const house = housenumber !== undefined && housenumber >= street.from_number && housenumber <= street.to_number;
      const at = house
        ? along(start, end, (housenumber! - street.from_number) / (street.to_number - street.from_number))
        : along(start, end, 0.5);
      found.push({
        score: onStreet * 2 + (terms.length - onStreet) + (house ? 1 : 0),
        at,
        feature: {
          type: "Feature",
          geometry: { type: "Point", coordinates: [round(at.lng), round(at.lat)] },
          properties: house
            ? {
                osm_id: street.osm_id * 100_000 + housenumber!,
                osm_type: "N",
                osm_key: "place",
                osm_value: "house",
                type: "house",
                street: street.name,
                housenumber: String(housenumber),
                ...place(street),
              }
            : {
                osm_id: street.osm_id,
                osm_type: "W",
                osm_key: "highway",
                osm_value: "residential",
                type: "street",
                name: street.name,
                ...place(street),
              },
        },
      });
    }

    const localities = new Map(streets.map((street) => [street.locality_id, street]));
    for (const locality of localities.values()) {
      if (terms.length === 0 || !terms.every((term) => matches(term, locality.cityWords))) continue;
      const at = { lat: locality.lat, lng: locality.lng };
      found.push({
        score: terms.length * 2 + 1,
        at,
        feature: {
          type: "Feature",
          geometry: { type: "Point", coordinates: [at.lng, at.lat] },
          properties: {
            osm_id: 3_600_000 + locality.locality_id,
            osm_type: "R",
            osm_key: "place",
            osm_value: "town",
            type: "city",
            name: locality.city,
            postcode: locality.postcode,
            county: "Punilla",
            state: locality.province,
            country: "Argentina",
            countrycode: "AR",
          },
        },
      });
    }

    found.sort((a, b) => b.score - a.score || (bias ? distanceMetres(bias, a.at) - distanceMetres(bias, b.at) : 0));
    const result: GeocoderResult = {
      type: "FeatureCollection",
      features: found.slice(0, limit).map((entry) => entry.feature),
    };
    return c.json(result);
  });

  return routes;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
