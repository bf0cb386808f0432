import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { fieldId } from "~/components/forms";
import { AddressSuggestions } from "./address-suggestions.client";
import type { Point } from "./location-map.client";
import { MAP_FRAME } from "./map-data";

// Leaflet and its plugins: a chunk of their own, fetched once the page is interactive.
const LocationMap = lazy(() => import("./location-map.client").then((module) => ({ default: module.LocationMap })));

/** Six decimals: about ten centimetres, plenty for a house. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * What JavaScript adds to the location step, over the server-rendered form it finds in
 * the page: suggestions under the address field, the map after the form, and the point
 * they place, sent as hidden `lat`/`lng` fields. Only a point picked or pinned in this
 * visit is sent; a new text or locality drops it, and the server geocodes as without
 * JavaScript.
 */
export default function LocationEnhancements({ initialPoint }: { initialPoint: Point | null }) {
  const select = document.getElementById(fieldId("localidad_id")) as HTMLSelectElement | null;
  const input = document.getElementById(fieldId("direccion")) as HTMLInputElement | null;
  const [localityId, setLocalityId] = useState(select?.value ?? "");
  const [point, setPoint] = useState<Point | null>(null);

  useEffect(() => {
    if (!select || !input) return;
    const onLocality = () => {
      setLocalityId(select.value);
      setPoint(null);
    };
    const onText = () => setPoint(null);
    select.addEventListener("change", onLocality);
    input.addEventListener("input", onText);
    // A locality chosen between this component's first render and now.
    setLocalityId(select.value);
    return () => {
      select.removeEventListener("change", onLocality);
      input.removeEventListener("input", onText);
    };
  }, [select, input]);

  // The map (Leaflet, the boxes, the tiles) once its canvas comes near the screen: a phone
  // that never scrolls to it downloads none of it, and the page's first paint never waits
  // for it.
  const nearScreen = useNearScreen(MAP_FRAME.canvas);

  const combobox = input?.closest(".combobox");
  return (
    <>
      {combobox ? createPortal(<AddressSuggestions inputId={input!.id} localityId={localityId} onPick={(place) => setPoint({ lat: place.lat, lng: place.lng })} />, combobox) : null}
      {point && input?.form
        ? createPortal(
            <>
              <input type="hidden" name="lat" value={point.lat} />
              <input type="hidden" name="lng" value={point.lng} />
            </>,
            input.form,
          )
        : null}
      {nearScreen ? (
        <Suspense>
          <LocationMap
            localityId={localityId}
            point={point}
            initialPoint={initialPoint}
            onPoint={(place) => setPoint({ lat: round(place.lat), lng: round(place.lng) })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Whether the element has come within 100 px of the viewport (once true, it stays). */
function useNearScreen(id: string) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "100px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return near;
}
