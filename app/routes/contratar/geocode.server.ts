import type { GeocoderFeature } from "../../../contract/geocoder";
import type { Locality } from "../../../contract/public";
import { searchAddresses } from "~/api/geocoder.server";

/** A place the geocoder found for a typed address, as the location step offers it. */
export type AddressMatch = { label: string; street: string; number?: string; lat: number; lng: number };

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

function toMatch(feature: GeocoderFeature): AddressMatch | null {
  const { type, name, street, housenumber } = feature.properties;
  const [lng, lat] = feature.geometry.coordinates;
  if (type === "house" && street)
    return { label: housenumber ? `${street} ${housenumber}` : street, street, number: housenumber, lat, lng };
  if (type === "street" && name) return { label: name, street: name, lat, lng };
  return null;
}

/**
 * Streets and houses matching `text` within one locality: the town's name goes into the
 * query and its centre biases the ranking (Photon's `lat`/`lon`), and only places the
 * geocoder puts in that town are kept. Towns themselves are no address, so they are left out.
 */
export async function findAddresses(
  text: string,
  locality: Pick<Locality, "name" | "center">,
  limit = 5,
): Promise<AddressMatch[]> {
  const result = await searchAddresses({
    q: `${text}, ${locality.name}`,
    lat: locality.center.lat,
    lon: locality.center.lng,
    limit: limit * 2,
  });
  const town = fold(locality.name);
  const matches: AddressMatch[] = [];
  for (const feature of result.features) {
    if (fold(feature.properties.city ?? "") !== town) continue;
    const match = toMatch(feature);
    if (match && !matches.some((known) => known.label === match.label)) matches.push(match);
  }
  return matches.slice(0, limit);
}

/** "Av. San Martín 450" → street and number, to prefill the form step when no geocoder said so. */
export function splitAddress(text: string): { street: string; number?: string } {
  const found = /^(.*?\D)[\s,]+(?:n(?:[°º.]|ro\.?)?\s*)?(\d{1,5})\b/i.exec(text.trim());
  return found ? { street: found[1]!.replace(/[\s,]+$/, ""), number: found[2] } : { street: text.trim() };
}
