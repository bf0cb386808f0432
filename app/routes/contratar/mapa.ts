import type { Route } from "./+types/mapa";
import { cachedInfrastructureBoxes, cachedLocalities } from "~/api/public-data.server";
import { withApiErrors } from "~/api/failures.server";
import { COORDINATE_SCALE, coverageRing, type MapData } from "./map-data";

/** `GET /contratar/mapa`: what the location step's map draws (see `map-data.ts`), cacheable. */
export async function loader({ request }: Route.LoaderArgs) {
  const [localities, boxes] = await withApiErrors(request, () =>
    Promise.all([cachedLocalities(), cachedInfrastructureBoxes()]),
  );
  const body: MapData = {
    localities: localities.map((locality) => ({
      id: locality.id,
      name: locality.name,
      center: [locality.center.lat, locality.center.lng],
      ring: coverageRing(locality),
    })),
    boxes: boxes.flatMap((box) => [
      Math.round(box.lat * COORDINATE_SCALE),
      Math.round(box.lng * COORDINATE_SCALE),
      box.reach_m,
    ]),
  };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=600" } });
}
