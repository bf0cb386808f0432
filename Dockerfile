# syntax=docker/dockerfile:1
#
# The portal's image (the default target), the sandbox API's (`--target sandbox`) and the
# staff identity provider's (`--target idp`):
#
#   docker build -t nodo-sur-portal --build-arg BUILD_ID=$(git rev-parse --short HEAD) .
#   docker build -t nodo-sur-sandbox --target sandbox .
#   docker build -t nodo-sur-idp --target idp .
#   docker run -p 3000:3000 -e API_BASE_URL=https://api.example -e SESSION_SECRET=… nodo-sur-portal
#
# No secret is baked in: SESSION_SECRET and the rest come from the environment at run
# time (README, "Running in production"). `compose.yaml` runs the three for a demo.

# The Node.js line of package.json's `engines` (decision 136); tests/deploy/image.test.ts holds them equal.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app

# Every dependency, for the build. No install scripts: the only one the build could want
# is vnu-jar's (a Java download for the HTML test, which never runs in an image). The
# Node.js binary npm installs for machines without Node.js 24 (`node-linux-*`, optional
# dependencies) is removed: the image has its own.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts && rm -rf node_modules/node-linux-* node_modules/.bin/node

# Only what runs in production: no Vite, no test tools, no pino-pretty.
FROM base AS production-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-* node_modules/.bin/node && npm cache clean --force

FROM deps AS build
COPY . .
# One id per build (pages compare it with /build's every hour, decision 005): the commit
# when given, else vite.config.ts makes one. An empty value would give every build the same.
ARG BUILD_ID
RUN if [ -n "$BUILD_ID" ]; then export BUILD_ID; else unset BUILD_ID; fi && npx react-router build

# The sandbox API for staging and demos: its SQLite database on a volume at /data, seeded
# with the demo data on the first start. Not for production: it is a stand-in for the API.
FROM base AS sandbox
ENV NODE_ENV=production \
    SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=3100 \
    SANDBOX_DB=/data/sandbox.db
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY contract ./contract
COPY lib ./lib
COPY sandbox ./sandbox
RUN mkdir -p /data && chown 1000:1000 /data
VOLUME ["/data"]
USER 1000:1000
EXPOSE 3100
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.SANDBOX_PORT}/status`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs the sandbox's TypeScript sources itself (type stripping, decision 136).
CMD ["node", "sandbox/main.ts"]

# The staff identity provider for staging and demos (decision 140): a stand-in for the
# provider's own (Keycloak, Entra ID), with demo staff and its state in memory. Not for
# production (decision 147): there the portal names the provider's issuer. Its client
# secret and signing keys come from the environment at run time (IDP_CLIENT_SECRET, IDP_JWKS).
FROM base AS idp
ENV IDP_HOST=0.0.0.0 \
    IDP_PORT=3200
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY idp ./idp
USER 1000:1000
EXPOSE 3200
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.IDP_PORT}/.well-known/openid-configuration`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "idp/main.ts"]

# The portal: the production build and its HTTP server, nothing else. Last, so it is the
# default target. Files stay root's: the process (uid 1000, "node") only reads them.
FROM base AS portal
ENV NODE_ENV=production \
    PORT=3000
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY server ./server
COPY --from=build /app/build ./build
# Numeric, so Kubernetes can check runAsNonRoot without knowing the image's users.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 gets SIGTERM itself (no npm in between), so the server drains (server/portal.mjs).
CMD ["node", "server/portal.mjs", "build/server/index.js"]
