import { createPrivateKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { createSecureContext } from "node:tls";
import { z } from "zod";
import { CAPABILITIES, type CapabilityFlag } from "../contract/capabilities";

/**
 * The portal's configuration: read from the environment once, at start-up.
 * A bad value stops the start with a message naming the variable.
 */

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "on", "off", "yes", "no"], {
      error: "expected one of 1, 0, true, false, on, off, yes, no",
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["1", "true", "on", "yes"].includes(value)));

/**
 * A capability's flag (decision 126): unset, the portal follows what the API says it offers
 * (`GET /status`, and its calls' 404 and 501); `1` forces it on whatever the API lists, `0` off.
 */
const capabilityFlag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"], {
    error: "expected one of 1, 0, true, false, on, off, yes, no (or unset: follow the API)",
  })
  .optional()
  .transform((value) => (value === undefined ? undefined : ["1", "true", "on", "yes"].includes(value)));

/** Every capability's flag, from the one list of them (contract/capabilities.ts). */
const capabilityFlags = Object.fromEntries(
  Object.values(CAPABILITIES).map(({ flag }) => [flag, capabilityFlag]),
) as Record<CapabilityFlag, typeof capabilityFlag>;

/** `points/seconds`: how many of something (requests, refusals, people named) one key may count in that window. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^\d{1,6}\/\d{1,6}$/, { error: "expected requests/seconds, e.g. 20/900" })
    .default(fallback)
    .transform((value) => {
      const [points, seconds] = value.split("/").map(Number) as [number, number];
      return { points, seconds };
    })
    .refine(({ points, seconds }) => points > 0 && seconds > 0, { error: "expected positive requests and seconds" });

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: "expected a number of milliseconds" })
    .int("expected a whole number of milliseconds")
    .min(0, "expected a number of milliseconds")
    .max(600_000, "expected at most 600000 (10 minutes)")
    .default(fallback);

const httpUrl = z.url({
  protocol: /^https?$/,
  error: "expected an absolute http(s) URL",
});

// Express's "trust proxy": which hops may say, in X-Forwarded-For, who the client is.
// A number counts the proxies in front of the portal ("1": one load balancer); a list
// names them. "1" is a count here, not a boolean: trusting every hop is spelled `true`.
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = (value ?? "off").trim().toLowerCase();
    if (["0", "false", "off", "no"].includes(text)) return false;
    if (["true", "on", "yes"].includes(text)) return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        "expected off, the number of proxies in front of the portal, or comma-separated proxy addresses or subnets (or loopback, linklocal, uniquelocal)",
    });
    return z.NEVER;
  });

/** A PEM file's path: the file is read and judged with the other settings (`pemFiles`, below). */
const pemPath = z.string().trim().min(1, "expected the path of a PEM file").optional();

/** The blocks of a PEM text: `-----BEGIN <label>-----` … `-----END <label>-----`. */
const pemBlocks = (text: string) => [...text.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g)];

/**
 * The API's mutual TLS files (decision 127): each readable and PEM, the certificate and its
 * key given together and matching, and an https API to present them to. A message names the
 * variable and its path, never a file's content.
 */
function checkTlsFiles(
  env: { API_BASE_URL: string; API_CLIENT_CERT?: string; API_CLIENT_KEY?: string; API_CA?: string },
  ctx: z.core.$RefinementCtx,
): boolean {
  let ok = true;
  const problem = (variable: string, message: string) => {
    ok = false;
    ctx.addIssue({ code: "custom", path: [variable], message });
  };
  const read = (variable: string, path: string | undefined) => {
    if (path === undefined) return undefined;
    try {
      return readFileSync(path, "utf8");
    } catch (error) {
      problem(variable, `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "unreadable"})`);
      return null;
    }
  };
  const cert = read("API_CLIENT_CERT", env.API_CLIENT_CERT);
  const key = read("API_CLIENT_KEY", env.API_CLIENT_KEY);
  const ca = read("API_CA", env.API_CA);
  const certificates = (variable: string, text: string | null | undefined) => {
    if (!text) return;
    const blocks = pemBlocks(text);
    const valid =
      blocks.length > 0 &&
      blocks.every(([block, label]) => {
        if (label !== "CERTIFICATE") return false;
        try {
          new X509Certificate(block);
          return true;
        } catch {
          return false;
        }
      });
    if (!valid) problem(variable, "expected PEM certificates only (-----BEGIN CERTIFICATE-----)");
    return valid;
  };
  const certValid = certificates("API_CLIENT_CERT", cert);
  certificates("API_CA", ca);
  let keyValid = false;
  if (key) {
    try {
      if (!pemBlocks(key).some(([, label]) => /PRIVATE KEY$/.test(label!))) throw new Error("not PEM");
      createPrivateKey(key);
      keyValid = true;
    } catch {
      problem("API_CLIENT_KEY", "expected an unencrypted PEM private key (-----BEGIN PRIVATE KEY-----)");
    }
  }
  if ((env.API_CLIENT_CERT === undefined) !== (env.API_CLIENT_KEY === undefined)) {
    problem(
      env.API_CLIENT_CERT === undefined ? "API_CLIENT_CERT" : "API_CLIENT_KEY",
      "expected with its pair: a client certificate (API_CLIENT_CERT) and its key (API_CLIENT_KEY) are given together",
    );
  }
  if (certValid && keyValid) {
    try {
      createSecureContext({ cert: cert!, key: key! });
    } catch {
      problem("API_CLIENT_KEY", "does not match the certificate of API_CLIENT_CERT");
    }
  }
  if ((env.API_CLIENT_CERT !== undefined || env.API_CA !== undefined) && !env.API_BASE_URL.startsWith("https:")) {
    problem(
      env.API_CLIENT_CERT !== undefined ? "API_CLIENT_CERT" : "API_CA",
      "expected an https API_BASE_URL: certificates are only used over TLS",
    );
  }
  return ok;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The staff identity provider's issuer (decision 140): https, or http on this machine (the
 * demo's provider, `npm start`'s), never with a query or fragment (OpenID Connect Discovery).
 */
const issuerUrl = httpUrl
  .refine(
    (value) => {
      const url = new URL(value);
      return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
    },
    { error: "expected an https URL (http only on this machine: localhost, 127.0.0.1)" },
  )
  .refine((value) => !/[?#]/.test(value), { error: "expected the issuer without a query or fragment" })
  .transform((value) => value.replace(/\/$/, ""));

/** The staff settings that mean nothing without an issuer; given without one, they are a mistake to point out. */
const STAFF_SETTINGS = ["STAFF_OIDC_CLIENT_ID", "STAFF_OIDC_CLIENT_SECRET", "STAFF_OIDC_AUDIENCE"] as const;

/** The values of the `ECT` client hint, slowest first (Network Information API). */
export const EFFECTIVE_CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type EffectiveConnectionType = (typeof EFFECTIVE_CONNECTION_TYPES)[number];

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "expected a port number" })
      .int("expected a port number")
      .min(1, "expected a port number between 1 and 65535")
      .max(65535, "expected a port number between 1 and 65535")
      .default(3000),
    API_BASE_URL: httpUrl,
    API_TIMEOUT_MS: z.coerce
      .number({ error: "expected a number of milliseconds" })
      .int()
      .positive("expected a positive number of milliseconds")
      .default(10_000),
    // The time one page request may spend on API calls, retries included (decision 076).
    API_PAGE_DEADLINE_MS: z.coerce
      .number({ error: "expected a number of milliseconds" })
      .int()
      .positive("expected a positive number of milliseconds")
      .default(4_500),
    // The portal's own credential toward the API (decision 127): sent as X-Api-Key on
    // every call to the API's origin, never elsewhere. Printable ASCII, no spaces.
    API_KEY: z
      .string()
      .regex(/^[\x21-\x7e]*$/, { error: "expected printable characters without spaces" })
      .min(32, "expected at least 32 characters (e.g. openssl rand -hex 32)")
      .max(512, "expected at most 512 characters")
      .optional(),
    // Mutual TLS toward the API (decision 127): PEM files, the client certificate with its
    // key, and the CA that signed the API's certificate (instead of the public ones).
    API_CLIENT_CERT: pemPath,
    API_CLIENT_KEY: pemPath,
    API_CA: pemPath,
    // The hand-over's old form, /auth/login?token= (decision 127): off, it is refused.
    HANDOVER_TOKEN_IN_URL: flag(false),
    // The call centre's sign-in (decision 140): the provider's OpenID Connect identity
    // provider, the portal its confidential client, the API's audience for the staff's
    // access tokens, and the claim that lists a person's roles (a dotted path reaches into
    // an object: Keycloak's realm_access.roles). Unset issuer: the desk does not exist.
    STAFF_OIDC_ISSUER: issuerUrl.optional(),
    STAFF_OIDC_CLIENT_ID: z
      .string()
      .trim()
      .min(1, "expected the portal's client id at the identity provider")
      .max(200, "expected at most 200 characters")
      .optional(),
    STAFF_OIDC_CLIENT_SECRET: z
      .string()
      .min(16, "expected the client secret the identity provider gave the portal (at least 16 characters)")
      .max(512, "expected at most 512 characters")
      .optional(),
    STAFF_OIDC_AUDIENCE: z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && !value.includes("#"), {
        error: "expected the API's identifier: an absolute URI without a fragment, e.g. https://api.provider.example",
      })
      .optional(),
    STAFF_OIDC_ROLES_CLAIM: z
      .string()
      .trim()
      .regex(/^[\w:-]+(?:\.[\w:-]+)*$/, {
        error: "expected a claim's name, or a dotted path into one (e.g. roles, realm_access.roles)",
      })
      .default("roles"),
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .refine((secrets) => secrets.every((secret) => secret.length >= 16), {
        error: "expected one or more comma-separated secrets of at least 16 characters",
      }),
    TRUST_PROXY: trustProxy,
    // The site's canonical origin for crawlers (decision 134): the sitemap's and robots.txt's
    // absolute URLs. Unset: the origin each request came to (through a trusted proxy, the public one).
    PUBLIC_ORIGIN: httpUrl
      .refine((value) => new URL(value).origin === value.replace(/\/$/, ""), {
        error: "expected an origin only, e.g. https://portal.nodosur.example (no path, query or fragment)",
      })
      .transform((value) => new URL(value).origin)
      .optional(),
    PRODUCT_NAME: z.string().trim().min(1, "expected a non-empty name").default("Nodo Sur"),
    APP_ENV: z
      .enum(["production", "staging", "development"], {
        error: "expected production, staging or development",
      })
      .optional(),
    API_POLLING: flag(true),
    // Per client address (decision 100): a far higher ceiling for every post than for what
    // robots do, so thousands of customers behind one carrier's address and a call centre
    // behind one office's are never stopped.
    RATE_LIMIT_SIGN_IN: rateLimit("1000/900"),
    RATE_LIMIT_SIGN_IN_REFUSED: rateLimit("15/900"),
    RATE_LIMIT_FORMS: rateLimit("3000/600"),
    RATE_LIMIT_FORMS_REFUSED: rateLimit("100/600"),
    RATE_LIMIT_FORMS_IDENTIFICATIONS: rateLimit("100/3600"),
    RATE_LIMIT_IDENTIFICATION: rateLimit("20/3600"),
    // The services pages: the portal's own module, over the connections every API answers.
    FLAG_SERVICES: flag(true),
    // The API's capabilities (contract/capabilities.ts, decision 126): unset, as the API says.
    ...capabilityFlags,
    PAYMENTS_URL: httpUrl.default("https://pagos.nodosur.example/"),
    STREAMING_LOGIN_URL: httpUrl.default("https://www.directvgo.com/ar/"),
    TERMS_URL: httpUrl.default("https://www.nodosur.example/terminos-y-condiciones"),
    FACEBOOK_URL: httpUrl.default("https://www.facebook.com/nodosur.example"),
    INSTAGRAM_URL: httpUrl.default("https://www.instagram.com/nodosur.example"),
    X_URL: httpUrl.default("https://x.com/nodosur_example"),
    YOUTUBE_URL: httpUrl.default("https://www.youtube.com/@nodosur.example"),
    // The footer's legal links (decision 073): what every provider of these services must show.
    TIC_RULES_URL: httpUrl.default("https://www.enacom.gob.ar/reglamento-de-clientes-tic_p4000"),
    ADHESION_CONTRACTS_URL: httpUrl.default("https://www.nodosur.example/contratos-de-adhesion"),
    CONSUMER_DEFENSE_URL: httpUrl.default("https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario"),
    ENACOM_CONTACT_URL: httpUrl.default("https://www.enacom.gob.ar/contacto"),
    // Where a customer with no verified contact and no password gets one (decision 098): the
    // proof page tells them to call or visit.
    SUPPORT_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{6,20}$/, { error: "expected a phone number: digits, spaces and dashes, e.g. 0800 555 0134" })
      .default("0800 555 0134"),
    OFFICES_URL: httpUrl.default("https://www.nodosur.example/oficinas"),
    // The customer-information page (decision 117, Res. 733/2017): when the free line answers,
    // and the national "No Llame" registry (Ley 26.951).
    SUPPORT_HOURS: z
      .string()
      .trim()
      .min(3, "expected the line's hours, e.g. Lunes a sábados de 8 a 21 h")
      .max(160, "expected at most 160 characters")
      .default("Todos los días de 8 a 22 h"),
    NO_CALL_REGISTRY_URL: httpUrl.default("https://nollame.aaip.gob.ar/"),
    GEOCODER_URL: httpUrl.optional(),
    // No quotes, parentheses or backslashes: the location step writes its tiles' addresses
    // into CSS (`url("…")`, decision 122).
    MAP_TILES_URL: z
      .string()
      .regex(/^https?:\/\/[^\s"'()\\]*\{z\}[^\s"'()\\]*\{x\}[^\s"'()\\]*\{y\}[^\s"'()\\]*$/, {
        error: "expected a tile URL template with {z}, {x} and {y}, and no spaces, quotes, parentheses or backslashes",
      })
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),

    // Automatic light mode (decision 108): the client hints that get a browser the pages
    // without scripts. The connections, by their effective type ("none": never by it), and
    // the device memory, in GB, at or under which (0: never by it).
    LIGHT_MODE_ECT: z
      .string()
      .trim()
      .toLowerCase()
      .default("slow-2g,2g")
      .transform((value, ctx) => {
        if (value === "none") return [] as EffectiveConnectionType[];
        const types = value.split(",").map((type) => type.trim());
        if (
          types.every((type): type is EffectiveConnectionType =>
            (EFFECTIVE_CONNECTION_TYPES as readonly string[]).includes(type),
          )
        )
          return types;
        ctx.addIssue({
          code: "custom",
          message: `expected none, or comma-separated connection types among ${EFFECTIVE_CONNECTION_TYPES.join(", ")}`,
        });
        return z.NEVER;
      }),
    LIGHT_MODE_DEVICE_MEMORY_GB: z.coerce
      .number({ error: "expected a number of gigabytes, e.g. 1 or 0.5 (0: never by memory)" })
      .min(0, "expected a number of gigabytes, e.g. 1 or 0.5 (0: never by memory)")
      .max(64, "expected at most 64 gigabytes")
      .default(1),

    // Running in production (decision 084): the HTTP server, its logs and how it stops.
    // The interface to listen on; every interface when unset.
    HOST: z.string().trim().min(1).optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "expected fatal, error, warn, info, debug, trace or silent",
      })
      .default("info"),
    // JSON lines for log collectors; "pretty" for a person at a terminal (needs the
    // pino-pretty dev dependency: without it the logs stay JSON).
    LOG_FORMAT: z.enum(["json", "pretty"], { error: "expected json or pretty" }).default("json"),
    // On SIGTERM: how long to keep serving while /readyz says "draining", so the load
    // balancer stops sending new requests first; then how long requests in flight may
    // take. Together under the orchestrator's grace period (30 s in Kubernetes).
    SHUTDOWN_DELAY_MS: milliseconds(0),
    SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
    // Load shedding (decision 107): past this event-loop delay, measured over each window,
    // pages are answered at once with a small 503 instead of queueing; 0 turns it off.
    LOAD_SHED_DELAY_MS: z.coerce
      .number({ error: "expected a number of milliseconds" })
      .int("expected a whole number of milliseconds")
      .min(0, "expected a number of milliseconds (0: off)")
      .max(10_000, "expected at most 10000 (10 s)")
      .default(300),
    LOAD_SHED_WINDOW_MS: z.coerce
      .number({ error: "expected a number of milliseconds" })
      .int("expected a whole number of milliseconds")
      .min(50, "expected at least 50 ms (the delay is sampled every 10 ms)")
      .max(10_000, "expected at most 10000 (10 s)")
      .default(500),
    // Turns for pages (decision 120): at most this many pages worked on at once, the
    // next ones waiting their turn at most LOAD_SHED_MAX_WAIT_MS, then shed; 0: no limit.
    // 6 (124): the fewer pages a turn of the loop works on, the sooner it accepts the next
    // connection (Node accepts one per turn).
    LOAD_SHED_MAX_PAGES: z.coerce
      .number({ error: "expected a number of pages" })
      .int("expected a whole number of pages")
      .min(0, "expected a number of pages (0: no limit)")
      .max(10_000, "expected at most 10000")
      .default(6),
    LOAD_SHED_MAX_WAIT_MS: z.coerce
      .number({ error: "expected a number of milliseconds" })
      .int("expected a whole number of milliseconds")
      .min(0, "expected a number of milliseconds")
      .max(10_000, "expected at most 10000 (10 s)")
      .default(300),
    // Code that works around the framework (decision 129), each on unless turned off; off
    // is React Router's or React's stock behaviour. Anonymous pages not rendered twice (082);
    // the page's code after its first paint (121). Turns for pages (120) are
    // LOAD_SHED_MAX_PAGES: 0 is Node's own.
    RENDER_CACHE: flag(true),
    CODE_AFTER_PAINT: flag(true),
    // Listening sockets on PORT (decision 137): Node accepts one new connection per socket in
    // a turn of the event loop, and under load a turn is long. Several (Linux's SO_REUSEPORT,
    // the kernel spreading connections over them) take several per turn; 1 is Node's own, and
    // the only choice where the system has no SO_REUSEPORT for Node (not Linux).
    LISTEN_SOCKETS: z.coerce
      .number({ error: "expected a number of sockets" })
      .int("expected a whole number of sockets")
      .min(1, "expected at least 1")
      .max(64, "expected at most 64")
      .default(process.platform === "linux" ? 4 : 1),
    // Prometheus's metrics (decision 115): served on this port only, by a
    // listener of their own in the same process, never on the public port. Unset: none.
    METRICS_PORT: z.coerce
      .number({ error: "expected a port number" })
      .int("expected a port number")
      .min(1, "expected a port number between 1 and 65535")
      .max(65535, "expected a port number between 1 and 65535")
      .optional(),
    // A folder with earlier builds' /assets files (a shared volume each deploy copies its
    // own into): a page loaded before a deploy still finds its chunks after it.
    ASSETS_FALLBACK_DIR: z.string().trim().min(1).optional(),
    // Shared state across replicas (decision 113): the rate limits and the cache of
    // public data in this Redis; unset, each replica keeps its own in memory.
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: "expected a redis:// or rediss:// URL, e.g. redis://redis:6379" })
      .optional(),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === "production";
    if (production && env.SESSION_SECRET.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "required when NODE_ENV=production (comma-separated, newest first, at least 16 characters each)",
      });
      return z.NEVER;
    }
    if (!checkTlsFiles(env, ctx)) return z.NEVER;
    const staffProblems = STAFF_SETTINGS.filter((variable) =>
      env.STAFF_OIDC_ISSUER ? env[variable] === undefined : env[variable] !== undefined,
    );
    if (staffProblems.length) {
      for (const variable of staffProblems)
        ctx.addIssue({
          code: "custom",
          path: [variable],
          message: env.STAFF_OIDC_ISSUER
            ? "required with STAFF_OIDC_ISSUER (the call centre's sign-in)"
            : "given without STAFF_OIDC_ISSUER: set the issuer too, or leave the staff settings unset",
        });
      return z.NEVER;
    }
    if (production && env.PUBLIC_ORIGIN?.startsWith("http:")) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message: "expected an https origin when NODE_ENV=production",
      });
      return z.NEVER;
    }
    if (env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "expected a port other than PORT: the metrics are never served on the public port",
      });
      return z.NEVER;
    }
    return {
      ...env,
      APP_ENV: env.APP_ENV ?? (production ? "production" : "development"),
      SESSION_SECRET: env.SESSION_SECRET.length ? env.SESSION_SECRET : ["development-only-session-secret"],
      GEOCODER_URL: env.GEOCODER_URL ?? new URL("geocoder/api", withSlash(env.API_BASE_URL)).href,
    };
  });

function withSlash(url: string) {
  return url.endsWith("/") ? url : `${url}/`;
}

export type Config = z.output<typeof EnvSchema>;

/** Which modules and capabilities are on: every flag's name, each true or false. */
export type Features = { [Flag in CapabilityFlag | "FLAG_SERVICES"]: boolean };

/** Every variable the configuration reads: the deploy manifests set no other (a test checks). */
export const configVariables: readonly string[] = Object.keys(EnvSchema.in.shape);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws a ConfigError listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let current: Config | undefined;

/** The configuration of this process, validated on first use (at start-up). */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/**
 * The only configuration the browser ever sees. `features` are the modules and capabilities
 * on now (`features()` of `~/api/capabilities.server`: the flags and what the API offers).
 */
export function publicConfig(config: Config, features: Features) {
  return {
    PRODUCT_NAME: config.PRODUCT_NAME,
    APP_ENV: config.APP_ENV,
    ...features,
    PAYMENTS_URL: config.PAYMENTS_URL,
    STREAMING_LOGIN_URL: config.STREAMING_LOGIN_URL,
    TERMS_URL: config.TERMS_URL,
    FACEBOOK_URL: config.FACEBOOK_URL,
    INSTAGRAM_URL: config.INSTAGRAM_URL,
    X_URL: config.X_URL,
    YOUTUBE_URL: config.YOUTUBE_URL,
    // The footer's legal links in their order, by the key of their label (`footer.<key>`).
    LEGAL_LINKS: {
      ticRules: config.TIC_RULES_URL,
      adhesionContracts: config.ADHESION_CONTRACTS_URL,
      consumerNotice: config.CONSUMER_DEFENSE_URL,
      enacom: config.ENACOM_CONTACT_URL,
    },
    MAP_TILES_URL: config.MAP_TILES_URL,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
