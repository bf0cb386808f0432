import { lazy, Suspense, useState } from "react";
import { Form, href } from "react-router";
import { ClientOnly } from "remix-utils/client-only";
import type { Route } from "./+types/seleccionar-ubicacion";
import { cachedLocalities } from "~/api/public-data.server";
import { withApiErrors } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SelectField, SubmitButton, TextField } from "~/components/forms";
import { HiringProgress } from "~/components/hiring-progress";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import hiringStrings from "~/locales/hiring";
import { getInstance } from "~/middleware/i18next.server";
import { isLightMode } from "~/utils/light-mode.server";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { getConfig } from "~/config.server";
import { coverageRing } from "./map-data";
import { MapPreview } from "./map-preview";
import { boundsView, firstView, mapPicture, type MapPicture } from "./map-view";
import { deskSale } from "./desk-sale.server";
import { redirectWithDraft, requireApplicant } from "./draft.server";
import { findAddresses, type AddressMatch } from "./geocode.server";
import {
  checkPlace,
  decodeChoice,
  encodeChoice,
  locationSchema,
  pointFromMap,
  searchKey,
} from "./seleccionar-ubicacion.server";

// With JavaScript the address field suggests places and a map helps to pin the house,
// loaded once the page is interactive (the map once the applicant reaches for its picture,
// decision 122), in chunks no other page loads (Leaflet's among them). Without JavaScript
// the server does the same work.
const LocationEnhancements = lazy(() => import("./location-enhancements.client"));

/**
 * The map's frame, drawn here (its words, its box, its picture): the map's lazily loaded
 * code is told where to fill the status line and the canvas. Defined here, not in a shared
 * module, so the page's first load carries no chunk for three ids.
 */
const MAP_FRAME = { section: "mapa", status: "mapa-estado", canvas: "mapa-lienzo" } as const;

/** Step 2 of the hiring flow (has-data guard): where the connection goes, and whether there is service. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft } = await requireApplicant(request);
  const localities = await withApiErrors(request, () => cachedLocalities());
  const map = getInstance(context).getFixedT(null, "hiringMap");
  const point = draft.location ? { lat: draft.location.lat, lng: draft.location.lng } : null;
  // A sale by phone (decision 145): the agent types the address the caller says and reads
  // the coverage answer; no map, no suggestions, no script: the step as without JavaScript.
  const desk = deskSale(request) !== null;
  return {
    // The map's frame and its words come with the page (decision 122): its box is kept from the
    // first paint, so nothing moves when the map arrives. None in light mode: no script.
    mapFrame:
      desk || isLightMode(request)
        ? null
        : {
            title: map("title"),
            hint: map("hint"),
            open: map("open"),
            picture: mapPicture(getConfig().MAP_TILES_URL, firstView(point), point !== null),
            // Each locality's view, for the picture to follow the form before the map is there.
            views: Object.fromEntries(
              localities.flatMap((locality) => {
                const view = boundsView(coverageRing(locality));
                return view ? [[String(locality.id), view]] : [];
              }),
            ),
          },
    localities: localities.map((locality) => ({ value: String(locality.id), label: locality.name })),
    values: draft.location
      ? { localidad_id: String(draft.location.localidad_id), direccion: draft.location.address }
      : null,
    point,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { draft, applicant } = await requireApplicant(request);
  const form = await readForm(request, context, { honeypot: true });
  const t = getInstance(context).getFixedT(null, "hiringServer");
  const localities = await withApiErrors(request, () => cachedLocalities());
  const submission = parseForm(form, locationSchema(t, localities));
  if (submission.status !== "success") return sendBack(submission);
  const { localidad_id: locality, direccion, lat, lng, ubicacion, consulta } = submission.value;
  const key = searchKey(locality.id, direccion);
  const unavailable = t("errors.unavailable");

  // The map's point first, then a place chosen from the list this very search produced.
  let place: AddressMatch | null = null;
  if (lat !== undefined && lng !== undefined) place = pointFromMap(direccion, lat, lng);
  else if (ubicacion && consulta === key) place = decodeChoice(ubicacion);

  if (!place) {
    let matches: AddressMatch[];
    try {
      matches = await findAddresses(direccion, locality);
    } catch (error) {
      return sendBack(submission, await refusalOf(error, request, context, {}, unavailable));
    }
    if (matches.length === 0) {
      return sendBack(submission, {
        fields: { direccion: t("errors.addressNotFound", { address: direccion, locality: locality.name }) },
      });
    }
    if (matches.length > 1) {
      const choices = matches.map((match) => ({ value: encodeChoice(match), label: match.label }));
      // Several places match: the form again, now with them to choose from (a 400 when the
      // list was shown and sent back without a choice).
      if (consulta === key)
        return sendBack(
          submission,
          { fields: { ubicacion: t("errors.choiceRequired") } },
          { data: { choices, query: key } },
        );
      return sendBack(submission, {}, { status: 200, data: { choices, query: key } });
    }
    place = matches[0]!;
  }

  try {
    const location = await checkPlace(applicant, locality, place);
    return redirectWithDraft(request, location.available ? href("/contratar/formulario") : href("/sin-servicio"), {
      ...draft,
      location,
    });
  } catch (error) {
    return sendBack(
      submission,
      await refusalOf(error, request, context, { lat: "direccion", lng: "direccion" }, unavailable),
    );
  }
}

export default function LocationStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(hiringStrings);
  const result = actionData?.result;
  // Only the list of matches carries these; the other answers are the form's errors alone.
  const { choices = [], query = "" } = (actionData ?? {}) as {
    choices?: { value: string; label: string }[];
    query?: string;
  };
  const failed = hasErrors(result);
  // The map's picture until the map's own tiles are in (redrawn on a new point before that).
  const [picture, setPicture] = useState<MapPicture | null>(loaderData.mapFrame?.picture ?? null);
  // A click on it (its button, or a tap) is kept here for the enhancements, which may still be on their way.
  const [click, setClick] = useState<MouseEvent | null>(null);
  const labels = {
    localidad_id: t("location.localidad"),
    direccion: t("location.address"),
    ubicacion: t("location.choicesTitle"),
  };
  return (
    <>
      <PageTitle error={failed}>{t("location.title")}</PageTitle>
      <HiringProgress current="location" />
      <h1>{t("location.title")}</h1>
      <p className="lead">{t("location.intro")}</p>
      <ErrorSummary result={result} labels={labels} />
      <Form method="post" noValidate className="form">
        <Honeypot />
        <SelectField
          name="localidad_id"
          label={labels.localidad_id}
          result={result}
          options={loaderData.localities}
          placeholder={t("location.localidadPlaceholder")}
          defaultValue={loaderData.values?.localidad_id}
          autoComplete="address-level2"
          autoFocus={!failed && !choices.length}
        />
        <div className="combobox">
          <TextField
            name="direccion"
            label={labels.direccion}
            hint={t("location.addressHint")}
            result={result}
            defaultValue={loaderData.values?.direccion}
            autoComplete="address-line1"
          />
        </div>
        {choices.length ? (
          <>
            <input type="hidden" name="consulta" value={query} />
            <RadioGroup
              name="ubicacion"
              legend={labels.ubicacion}
              hint={t("location.choicesHint")}
              result={result}
              options={choices}
              autoFocus={!failed}
            />
          </>
        ) : null}
        <div className="actions">
          <SubmitButton>{choices.length ? t("location.choose") : t("location.submit")}</SubmitButton>
        </div>
      </Form>
      {/* The map comes after the form: optional, and no tab stops between the address and the button. */}
      {loaderData.mapFrame ? (
        // Hidden without JavaScript (root's <noscript> rule): the map needs it, the form does not.
        <section id={MAP_FRAME.section} className="location-map needs-script" aria-labelledby="mapa-titulo">
          <h2 id="mapa-titulo">{loaderData.mapFrame.title}</h2>
          <p className="hint">{loaderData.mapFrame.hint}</p>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the keyboard's way is the preview's own button, whose click bubbles here */}
          <div
            id={MAP_FRAME.canvas}
            className="location-map-canvas"
            onClick={(event) => picture && setClick(event.nativeEvent)}
          >
            {picture ? <MapPreview picture={picture} openLabel={loaderData.mapFrame.open} /> : null}
          </div>
          {/* Under the map: what it says when a point is placed moves nothing the applicant is touching. */}
          <p id={MAP_FRAME.status} className="location-map-status" role="status" />
        </section>
      ) : null}
      {/* Only with the map's frame: none in light mode (no script) nor in a sale by phone (decision 145). */}
      {loaderData.mapFrame === null ? null : (
        <ClientOnly>
          {() => (
            <Suspense>
              <LocationEnhancements
                frame={MAP_FRAME}
                initialPoint={loaderData.point}
                views={loaderData.mapFrame?.views}
                picture={picture}
                onPicture={setPicture}
                click={click}
              />
            </Suspense>
          )}
        </ClientOnly>
      )}
    </>
  );
}
