import { redirect } from "react-router";
import type { Route } from "./+types/plataforma";
import { requirePlatform } from "~/utils/modules.server";
import { getAccessToken } from "~/utils/session.server";

/** The customer area's front door: in when signed in, else to the sign-in page. */
export async function loader({ request }: Route.LoaderArgs) {
  requirePlatform(request);
  throw redirect((await getAccessToken(request)) ? "/mi-cuenta" : "/iniciar-sesion");
}
