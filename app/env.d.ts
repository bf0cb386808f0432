/** The id of the build this code belongs to (see vite.config.ts). */
declare const __BUILD_ID__: string;
