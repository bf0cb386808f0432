import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// One id per build, shared by the client and server bundles (both are built in this
// process), so the browser can tell when a newer build has been deployed.
process.env.BUILD_ID ??= Date.now().toString(36);

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID),
  },
  build: {
    // Small pages for slow phones: never inline assets into the JavaScript.
    assetsInlineLimit: 0,
  },
});
