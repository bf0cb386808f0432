import { z } from "zod";
import type { Locality } from "../../../contract/public";
import { checkAvailability, recordSalesAttempt } from "~/api/public.server";
import { fail, type HiringT } from "./dejanos-tus-datos.server";
import type { DraftApplicant, DraftLocation } from "./draft.server";
import { splitAddress, type AddressMatch } from "./geocode.server";
import { logError } from "~/utils/logger.server";

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

/**
 * Step 2: the locality and the address. With JavaScript the map also sends `lat`/`lng`;
 * without it, a second submission may carry the place chosen among several matches
 * (`ubicacion`) and the search it belongs to (`consulta`).
 */
export function locationSchema(t: HiringT, localities: Locality[]) {
  return z.object({
    localidad_id: z
      .string({ error: t("errors.localidadRequired") })
      .transform(
        (value, ctx) =>
          localities.find((locality) => String(locality.id) === value) ?? fail(ctx, t("errors.localidadUnknown")),
      ),
    direccion: z
      .string({ error: t("errors.addressRequired") })
      .trim()
      .min(3, t("errors.addressTooShort"))
      .max(120, t("errors.addressTooLong")),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    ubicacion: z.string().max(300).optional(),
    consulta: z.string().max(300).optional(),
  });
}

/** The search a list of choices answers: the same locality and the same text. */
export const searchKey = (localityId: number, address: string) => `${localityId}:${address}`;

/** A choice travels as one radio value: `lat|lng|street|number`. */
export function encodeChoice(match: AddressMatch) {
  return [match.lat, match.lng, match.street, match.number ?? ""].join("|");
}

export function decodeChoice(value: string): AddressMatch | null {
  const [lat, lng, street, number] = value.split("|");
  const point = { lat: Number(lat), lng: Number(lng) };
  if (
    !street ||
    !Number.isFinite(point.lat) ||
    !Number.isFinite(point.lng) ||
    Math.abs(point.lat) > 90 ||
    Math.abs(point.lng) > 180
  )
    return null;
  return { ...point, street, number: number || undefined, label: number ? `${street} ${number}` : street };
}

/** A point placed on the map: the typed text says which street and number it is. */
export function pointFromMap(address: string, lat: number, lng: number): AddressMatch {
  const { street, number } = splitAddress(address);
  return { label: address, street, number, lat, lng };
}

/**
 * Asks whether the place has service and records the sales attempt whatever the answer
 * (docs/spec.md#entities): the provider calls back the prospects it cannot serve yet. A failure to record
 * is no reason to stop the applicant, so it is only noted in the draft.
 */
export async function checkPlace(
  applicant: DraftApplicant,
  locality: Locality,
  place: AddressMatch,
): Promise<DraftLocation> {
  const availability = await checkAvailability({ lat: place.lat, lng: place.lng, localidad_id: locality.id });
  const localityId = availability.locality?.id ?? locality.id;
  let attempt = true;
  try {
    await recordSalesAttempt({
      nombre: applicant.nombre,
      apellido: applicant.apellido,
      dni: applicant.dni,
      phone: applicant.phone,
      email: applicant.email,
      lat: place.lat,
      lng: place.lng,
      localidad_id: localityId,
      date: applicant.date,
      available: availability.available,
    });
  } catch (error) {
    logError(error, "the availability check failed");
    attempt = false;
  }
  return {
    localidad_id: localityId,
    localidad: availability.locality?.name ?? locality.name,
    address: place.label,
    street: place.street,
    number: place.number,
    lat: place.lat,
    lng: place.lng,
    available: availability.available,
    attempt,
  };
}
