import { z } from "zod";

/**
 * A Photon-compatible geocoder (`GET /geocoder/api?q=&lat=&lon=&limit=`): GeoJSON
 * features with Photon's property names, so the portal can point `GEOCODER_URL` at a
 * real Photon instance as well as at the sandbox.
 */

export const GeocoderQuery = z.object({
  q: z.string({ error: "Falta el texto a buscar" }).trim().min(1, "Falta el texto a buscar").max(200),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type GeocoderQuery = Partial<z.output<typeof GeocoderQuery>> & { q: string };

export const GeocoderFeature = z.object({
  type: z.literal("Feature"),
  geometry: z.object({
    type: z.literal("Point"),
    /** `[lon, lat]`, GeoJSON order. */
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  properties: z.object({
    osm_id: z.number().int(),
    osm_type: z.enum(["N", "W", "R"]),
    osm_key: z.string(),
    osm_value: z.string(),
    type: z.enum(["house", "street", "city"]),
    name: z.string().optional(),
    street: z.string().optional(),
    housenumber: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    country: z.string(),
    countrycode: z.string(),
  }),
});
export type GeocoderFeature = z.infer<typeof GeocoderFeature>;

export const GeocoderResult = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(GeocoderFeature),
});
export type GeocoderResult = z.infer<typeof GeocoderResult>;
