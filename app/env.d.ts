/** The id of the build this code belongs to (see vite.config.ts). */
declare const __BUILD_ID__: string;

/** The server build this code is part of: its route manifest, for the sitemap (decision 134). */
declare module "virtual:react-router/server-build" {
  export const routes: import("react-router").ServerBuild["routes"];
}
