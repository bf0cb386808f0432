import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * The root loader's data (public configuration, toasts, whether someone is signed in)
 * for any component. It lives apart from `root.tsx` and takes only the loader's type
 * from it, so no component imports the root module (which imports components): no
 * import cycle (the Epic Stack's `app/utils/user.ts` does the same).
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
