import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// One id per build, shared by the client and server bundles (both are built in this
// process), so the browser can tell when a newer build has been deployed.
process.env.BUILD_ID ??= Date.now().toString(36);

// React, React DOM and React Router in one chunk for the browser. Left to itself the
// bundler splits react-dom and Vite's preload helper out of the entry as soon as a lazily
// loaded module shares them (the hiring map does), and three files compress worse than
// one: about 2 KB gzip more on every page. One chunk that only changes with the framework
// also stays cached across deploys.
// Rolldown's own runtime helpers (a chunk of its own otherwise, 0.4 KB on every page) too.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/;

// The page frame every page renders (the root's components and what they share with the
// pages: header, footer, error screen, title, translator; the form token, of which the browser keeps only an import) in one chunk too: split into
// a file each, as they are once no component imports root.tsx, they cost about 2 KB gzip
// more on every page (docs/decisions/053-phones-first-tables-the-environment-strip-and-the-page-frame.md).
const SHELL =
  /[\\/]app[\\/](components[\\/](build-check|error-screen|external-link|form-token|logo|network-banner|page-title|progress-bar|site-footer|site-header|toaster)\.tsx|utils[\\/](chunk-reload|format|i18n|nonce|root-data)\.tsx?|constants\.ts|locales[\\/](common|languages)\.ts)$/;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID),
  },
  build: {
    // Small pages for slow phones: never inline assets into the JavaScript.
    assetsInlineLimit: 0,
    // Old phones' browsers too (Android WebView and Chrome before 104, Safari before 16.4):
    // the minifier would otherwise write media queries in the newer range syntax, which
    // they ignore, losing every phone and desktop layout rule.
    cssTarget: ["chrome80", "safari13", "firefox78"],
    // The desk's frame around a sale by phone and a caller's account (decisions 144, 145) is
    // imported without a list of chunks to preload: the list would be about 150 bytes gzip on
    // every prospect's hiring step and customer's page, for a fetch or two saved on an agent's first.
    modulePreload: {
      resolveDependencies: (file, dependencies) => (/(^|\/)desk-frame-[\w-]+\.js$/.test(file) ? [] : dependencies),
    },
  },
  // Per environment (React Router's v8_viteEnvironmentApi).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                { name: "shell", test: SHELL },
              ],
            },
          },
          // React Router's plugins take most of a build this small: nothing to act on.
          checks: { pluginTimings: false },
        },
      },
    },
    ssr: {
      build: {
        // The stylesheet the server writes into every page (app/utils/inline-styles.tsx) as
        // small as the browser's copy would be.
        cssMinify: true,
        // The server imports every locale file statically (i18next has them all), so the
        // browser's on-demand imports of the English page copy cannot split there: expected.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false, pluginTimings: false } },
      },
    },
  },
});
