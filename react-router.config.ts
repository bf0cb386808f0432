import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./build-steps/precompress.ts";
import { buildServiceWorker } from "./build-steps/service-worker.ts";

export default {
  ssr: true,
  future: {
    // React Router 8's behaviour, on now, so the next major is a version bump (decision 112).
    // remix-i18next 7.5 runs as route middleware.
    v8_middleware: true,
    // Client-only route exports in chunks of their own, off the page's critical path.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders, actions and middleware get the raw request: the page's own address is the
    // `url` argument (without `.data` or `?index`), never `request.url`.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Brotli and gzip copies of the browser's files, served as they are (decision 135); the
  // service worker, with what it precaches (decision 150).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const worker = await buildServiceWorker(client, JSON.parse(String(viteConfig.define?.__BUILD_ID__)) as string);
    viteConfig.logger.info(`service worker: ${worker.count} files precached (${worker.size} bytes) in ${worker.ms} ms`);
    const dir = join(reactRouterConfig.buildDirectory, "client", "assets");
    const { files, copies, ms } = await precompressAssets(dir);
    viteConfig.logger.info(`precompressed ${files} files of ${dir} into ${copies} copies (br 11, gzip 9) in ${ms} ms`);
  },
} satisfies Config;
