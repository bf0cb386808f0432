import { href, redirect } from "react-router";
import type { Route } from "./+types/plataforma";
import { getAccessToken } from "~/utils/session.server";

/** The customer area's front door: in when signed in, else to the sign-in page. */
export async function loader({ request }: Route.LoaderArgs) {
  throw redirect((await getAccessToken(request)) ? href("/mi-cuenta") : href("/iniciar-sesion"));
}

// Never rendered (the loader always redirects); a component makes this a page, so a 404
// (platform off) or a failure shows the error screen rather than a bare answer.
export default function Redirecting() {
  return null;
}
