import { z } from "zod";
import * as activity from "./activity.ts";
import * as auth from "./auth.ts";
import { CAPABILITIES, type CapabilityOrCore } from "./capabilities.ts";
import * as capabilities from "./capabilities.ts";
import * as common from "./common.ts";
import * as consumerRequests from "./consumer-requests.ts";
import * as customer from "./customer.ts";
import * as equipment from "./equipment.ts";
import * as geocoder from "./geocoder.ts";
import {
  notFoundMeansNotOffered,
  operationList,
  pathParameters,
  refusedToReadOnly,
  type ErrorAnswer,
  type Operation,
} from "./operations.ts";
import * as outages from "./outages.ts";
import * as paymentPromise from "./payment-promise.ts";
import * as proof from "./proof.ts";
import * as publicCalls from "./public.ts";
import * as staff from "./staff.ts";
import * as status from "./status.ts";
import * as streaming from "./streaming.ts";
import * as tickets from "./tickets.ts";
import * as visits from "./visits.ts";

/**
 * The contract as an OpenAPI 3.1 document (decision 125): generated from the operations'
 * table and the zod schemas (zod's JSON Schema export), never kept by hand.
 * `npm run api:openapi` writes it to `docs/openapi.json`; a test fails when the file
 * differs from what this builds.
 */

type JsonSchema = Record<string, unknown>;

const MODULES = [
  activity,
  auth,
  capabilities,
  common,
  consumerRequests,
  customer,
  equipment,
  geocoder,
  outages,
  paymentPromise,
  proof,
  publicCalls,
  staff,
  status,
  streaming,
  tickets,
  visits,
];

const REF = "#/components/schemas/";

/** Every exported schema of the contract, by its export name: they become the document's named components. */
function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const module of MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

/** Drops what JSON Schema's export adds that says nothing to a reader (a date's regex beside its format, the safe-integer bounds). */
function tidy(schema: unknown, io: "input" | "output"): unknown {
  if (Array.isArray(schema)) return schema.map((item) => tidy(item, io));
  if (!schema || typeof schema !== "object") return schema;
  const tidied: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema" || key === "$id") continue;
    if (key === "pattern" && ["date", "date-time"].includes((schema as JsonSchema).format as string)) continue;
    if (key === "maximum" && value === Number.MAX_SAFE_INTEGER) continue;
    if (key === "minimum" && value === Number.MIN_SAFE_INTEGER) continue;
    // An answer may carry fields the contract does not name: the portal ignores them.
    if (io === "output" && key === "additionalProperties" && value === false) continue;
    tidied[key] = tidy(value, io);
  }
  return tidied;
}

function convert(
  registry: z.core.$ZodRegistry<{ id: string }>,
  io: "input" | "output",
  suffix: string,
): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    cycles: "ref",
    uri: (id) => `${REF}${id}${suffix}`,
  });
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, tidy(schema, io) as JsonSchema]));
}

function replaceRefs(schema: unknown, replace: (ref: string) => string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => replaceRefs(item, replace));
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" ? replace(value) : replaceRefs(value, replace),
    ]),
  );
}

/**
 * The components: each named schema as an answer reads it, and as a request is written
 * where that differs (defaults, coercions, strict objects), then named `…Input`.
 */
function components(names: Map<z.ZodType, string>) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const outputs = convert(registry, "output", "");
  const inputs = convert(registry, "input", "Input");
  // Which names read the same both ways, once their references are read the same way too.
  const same = new Set(Object.keys(outputs));
  const normalise = (schema: unknown) =>
    replaceRefs(schema, (ref) => {
      const name = ref.slice(REF.length, -"Input".length);
      return same.has(name) ? `${REF}${name}` : ref;
    });
  for (let changed = true; changed;) {
    changed = false;
    for (const name of same) {
      if (JSON.stringify(normalise(inputs[name])) !== JSON.stringify(outputs[name])) {
        same.delete(name);
        changed = true;
      }
    }
  }
  const input = (schema: z.ZodType) => {
    const name = names.get(schema);
    if (!name)
      return tidy(
        z.toJSONSchema(schema, { io: "input", target: "draft-2020-12", unrepresentable: "any" }),
        "input",
      ) as JsonSchema;
    return { $ref: `${REF}${name}${same.has(name) ? "" : "Input"}` };
  };
  const output = (schema: z.ZodType) => {
    const name = names.get(schema);
    if (!name)
      return tidy(
        z.toJSONSchema(schema, { io: "output", target: "draft-2020-12", unrepresentable: "any" }),
        "output",
      ) as JsonSchema;
    return { $ref: `${REF}${name}` };
  };
  const all: Record<string, JsonSchema> = { ...outputs };
  for (const name of Object.keys(inputs))
    if (!same.has(name)) all[`${name}Input`] = normalise(inputs[name]) as JsonSchema;
  return { all, input, output };
}

/** Keeps only the components a document refers to, directly or through other components. */
function reachable(document: JsonSchema, schemas: Record<string, JsonSchema>) {
  const kept = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string" && inner.startsWith(REF)) {
        const name = inner.slice(REF.length);
        if (!kept.has(name)) {
          kept.add(name);
          visit(schemas[name]);
        }
      } else visit(inner);
    }
  };
  visit(document);
  return Object.fromEntries([...kept].sort().map((name) => [name, schemas[name]!]));
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  406: "Not acceptable",
  409: "Conflict",
  410: "Gone",
  413: "Payload too large",
  422: "Unprocessable",
  429: "Too many requests",
  501: "Not implemented",
};

function flagOf(capability: CapabilityOrCore) {
  return capability === "core" ? "required" : CAPABILITIES[capability].flag;
}

/** The refusals an operation may answer: its own, and those every call of its kind has. */
function errorsOf(operation: Operation): Record<number, ErrorAnswer[]> {
  const errors: Record<number, ErrorAnswer[]> = {};
  const add = (status: number, answer: ErrorAnswer) => (errors[status] ??= []).push(answer);
  if (operation.body && !operation.errors?.[400])
    add(400, { when: "bad input: `errors` has one or more messages per field" });
  if (operation.idempotent) {
    add(400, { when: "a malformed Idempotency-Key" });
    add(409, { when: "a request with the same Idempotency-Key is still running (try again)" });
  }
  if (operation.auth === "customer" && !operation.ignoreAuth)
    add(401, { when: "no token, or an expired or revoked one" });
  if (operation.auth === "customer" && operation.ignoreAuth) add(401, { when: "the token had already ended" });
  if (operation.auth === "optional") add(401, { when: "a token was sent and it is expired or revoked" });
  if (operation.auth === "staff") {
    add(401, { when: "no staff token, or one forged, expired, of another issuer or for another audience" });
    add(403, { when: "the staff member has neither role `agent` nor `supervisor`", reasons: ["staff_role_missing"] });
    if (operation.staffRoles?.length === 1 && operation.staffRoles[0] === "supervisor")
      add(403, { when: "the staff member is not a supervisor", reasons: ["supervisor_only"] });
  }
  if (operation.auth === "optional_staff")
    add(401, { when: "a staff token was sent and it is forged, expired, of another issuer or for another audience" });
  if (operation.clientOnly) {
    add(401, {
      when: "the API sets a client credential and the call carries none, or one it does not know",
      reasons: ["client_credential_required", "client_credential_invalid"],
    });
  }
  if (operation.proof)
    add(403, {
      when: "the session has not proved who it is (quick access, or a proof that lapsed)",
      reasons: ["proof_required"],
    });
  if (refusedToReadOnly(operation))
    add(403, { when: "the token is an agent's read-only one: it may only read", reasons: ["read_only"] });
  if (operation.customerOnly)
    add(403, { when: "the token is one an agent holds: only the customer does this", reasons: ["customer_only"] });
  for (const [status, answer] of Object.entries(operation.errors ?? {})) add(Number(status), answer);
  if (operation.capability !== "core") {
    const notOffered = `the API does not offer the capability \`${operation.capability}\`: the portal leaves its pages out`;
    if (notFoundMeansNotOffered(operation)) add(404, { when: notOffered });
    add(501, { when: notOffered });
  }
  return errors;
}

function errorResponse(answers: ErrorAnswer[], status: number) {
  const reasons = [...new Set(answers.flatMap((answer) => answer.reasons ?? []))];
  const schema = reasons.length
    ? {
        allOf: [
          { $ref: `${REF}ApiErrorBody` },
          { type: "object", properties: { reason: { type: "string", enum: reasons } } },
        ],
      }
    : { $ref: `${REF}ApiErrorBody` };
  return {
    description: `${STATUS_TEXT[status] ?? status}: ${answers.map((answer) => answer.when).join("; ")}.`,
    ...(answers.some((answer) => answer.retryAfter)
      ? { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } }
      : {}),
    content: { "application/json": { schema } },
  };
}

function describe(operation: Operation) {
  const lines = [operation.description ?? operation.summary];
  if (operation.capability === "core") lines.push("", "Core: every API behind the portal must answer it.");
  else
    lines.push(
      "",
      `Capability \`${operation.capability}\` (the portal's \`${flagOf(operation.capability)}\`): ${CAPABILITIES[operation.capability].summary}`,
    );
  if (operation.proof)
    lines.push("", "Needs a verified session: 403 `proof_required` to a quick-access token, checked before the body.");
  if (operation.auth === "staff")
    lines.push(
      "",
      `A call-centre staff member's call: their JWT access token (RFC 9068) as the bearer, roles ${(operation.staffRoles ?? ["agent", "supervisor"]).map((role) => `\`${role}\``).join(" or ")}.`,
    );
  if (operation.customerOnly)
    lines.push("", "The customer's alone: 403 `customer_only` to a token an agent holds for them.");
  else if (refusedToReadOnly(operation)) lines.push("", "A change: 403 `read_only` to an agent's read-only token.");
  if (operation.idempotent)
    lines.push(
      "",
      "Honours `Idempotency-Key`: the same key, caller and route answer the first request's answer (`Idempotent-Replayed: true`); one effect.",
    );
  if (operation.clientOnly)
    lines.push(
      "",
      "An API that sets a client credential refuses this call without the portal's (`X-Api-Key` or its TLS certificate).",
    );
  if (operation.rules?.length)
    lines.push(
      "",
      "Rules JSON Schema cannot say (checked by the conformance kit):",
      ...operation.rules.map((rule) => `- ${rule}`),
    );
  return lines.join("\n");
}

function requestBody(operation: Operation, input: (schema: z.ZodType) => JsonSchema) {
  const { body } = operation;
  if (!body) return undefined;
  if ("json" in body) return { required: true, content: { "application/json": { schema: input(body.json) } } };
  const fields = tidy(
    z.toJSONSchema(body.multipart, { io: "input", target: "draft-2020-12", unrepresentable: "any" }),
    "input",
  ) as JsonSchema;
  const properties = { ...(fields.properties as JsonSchema) };
  const required = [...((fields.required as string[] | undefined) ?? [])];
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, file] of Object.entries(body.files)) {
    const one = {
      type: "string",
      contentMediaType: "application/octet-stream",
      description: `${file.types.join(", ")}; at most ${file.maxBytes / 1024 / 1024} MB, recognised by its first bytes`,
    };
    properties[name] =
      file.maxFiles > 1 ? { type: "array", items: one, minItems: file.minFiles, maxItems: file.maxFiles } : one;
    if (file.minFiles > 0) required.push(name);
    encoding[name] = { contentType: file.types.join(", ") };
  }
  return {
    required: true,
    content: { "multipart/form-data": { schema: { type: "object", properties, required }, encoding } },
  };
}

function parameters(operation: Operation) {
  const list: JsonSchema[] = pathParameters(operation.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: name === "id" ? { type: "integer", exclusiveMinimum: 0 } : { type: "string", minLength: 1 },
  }));
  if (operation.query) {
    const query = tidy(
      z.toJSONSchema(operation.query, { io: "input", target: "draft-2020-12", unrepresentable: "any" }),
      "input",
    ) as JsonSchema;
    const required = (query.required as string[] | undefined) ?? [];
    for (const [name, schema] of Object.entries(query.properties as Record<string, JsonSchema>)) {
      list.push({ name, in: "query", required: required.includes(name), schema });
    }
  }
  if (operation.idempotent) list.push({ $ref: "#/components/parameters/IdempotencyKey" });
  return list;
}

/**
 * Who may call: the customer's token where the call needs one, and the portal's own
 * credential (a key or a certificate) beside it, or nothing where the API sets none.
 */
function security(operation: Operation) {
  const client = [{ portalKey: [] }, { portalCertificate: [] }, {}];
  const customer = {
    none: [{}],
    customer: [{ customerToken: [] }],
    optional: [{ customerToken: [] }, {}],
    staff: [{ staffToken: [] }],
    optional_staff: [{ staffToken: [] }, {}],
  }[operation.auth];
  return customer.flatMap((who) => client.map((portal) => ({ ...who, ...portal })));
}

function pathItem(operation: Operation, schemas: ReturnType<typeof components>) {
  const { success } = operation;
  const content = { "application/json": { schema: schemas.output(success.schema) } };
  const responses: Record<string, unknown> = {
    [success.status]: { description: STATUS_TEXT[success.status] ?? "Success", content },
  };
  if (success.also)
    responses[success.also.status] = {
      description: `${STATUS_TEXT[success.also.status]}: ${success.also.when}.`,
      content,
    };
  for (const [status, answers] of Object.entries(errorsOf(operation)))
    responses[status] = errorResponse(answers, Number(status));
  const parameterList = parameters(operation);
  const body = requestBody(operation, schemas.input);
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: describe(operation),
    tags: [operation.capability],
    security: security(operation),
    ...(parameterList.length ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    "x-capability": operation.capability,
    "x-flag": flagOf(operation.capability),
    "x-proof-required": operation.proof ?? false,
    "x-idempotency-key": operation.idempotent ?? false,
    "x-client-credential": operation.clientOnly ?? false,
    ...(operation.auth === "staff" ? { "x-staff-roles": operation.staffRoles ?? ["agent", "supervisor"] } : {}),
    ...(operation.rules?.length ? { "x-rules": operation.rules } : {}),
  };
}

const DESCRIPTION = `The calls the Nodo Sur customer portal makes to the provider's API: what an adapter in front of a provider's back office must answer. Generated from the project's \`contract/\` (zod schemas and the table of operations); the conformance kit (\`npm run conformance\`) checks an API against it, behaviour included.

- JSON in and out, except uploads (\`multipart/form-data\`). Dates are \`YYYY-MM-DD\`, instants ISO 8601 in UTC, amounts pesos as numbers with decimals.
- Every error answers \`ApiErrorBody\`: a Spanish \`message\` ready for the customer, \`errors\` per field on a 400, and a machine-readable \`reason\` where the operation names them.
- Customer calls carry \`Authorization: Bearer <access_token>\`. A token from the identification alone is quick access: personal data masked, every change refused with 403 \`proof_required\` until the session proves itself (a code to a verified contact, or the password).
- The portal sends its own credential on every call when configured: the \`X-Api-Key\` header, or a client certificate (mutual TLS). An API that sets one must refuse identification-only sign-in, the hand-over's exchange and the public writes without it (\`x-client-credential\`): 401 \`client_credential_required\` without one, \`client_credential_invalid\` with one it does not know. Another of the provider's sites hands a customer over with a one-time code (\`POST /auth/handover\`, then the portal's \`POST /auth/handover/exchange\`), never a token in a URL.
- Call-centre staff call \`/staff/...\` with their own JWT access token (RFC 9068) from the provider's OpenID Connect identity provider. With the customer's consent (a code the API sends to the customer's verified contact) an agent gets a customer token naming both, 30 minutes at most; without a verified contact, a read-only one. Every sign-in and change is in the account's activity, with the agent when one acted (\`GET /v2/customers/current/activity\`).
- Each operation names its capability (\`x-capability\`) and the portal's flag that switches it off (\`x-flag\`; \`required\` for the core). \`GET /status\` lists the capabilities the API offers; a capability's call answering 404 (one without a parameter) or 501 tells the portal it is not offered.`;

export function buildOpenApi() {
  const names = namedSchemas();
  const schemas = components(names);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operationList) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = pathItem(operation, schemas);
  }
  const tags = ["core" as const, ...(Object.keys(CAPABILITIES) as (keyof typeof CAPABILITIES)[])].map((name) => ({
    name,
    description:
      name === "core"
        ? "What every API behind the portal must answer."
        : `${CAPABILITIES[name].summary} Flag: \`${CAPABILITIES[name].flag}\`.`,
  }));
  const document = {
    openapi: "3.1.0",
    info: {
      title: "Provider API for the Nodo Sur customer portal",
      version: "1.0.0",
      description: DESCRIPTION,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "http://127.0.0.1:3100", description: "The sandbox API (`npm run sandbox`)" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        customerToken: {
          type: "http",
          scheme: "bearer",
          description:
            "The customer's opaque access token, from a sign-in call, or one a call-centre agent holds for the customer (`DelegatedToken`).",
        },
        staffToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "A call-centre staff member's access token: a JWT (RFC 9068) of the provider's OpenID Connect identity provider for the API's audience, with `roles`, `agent_number` and `name`.",
        },
        portalKey: {
          type: "apiKey",
          in: "header",
          name: "X-Api-Key",
          description: "The portal's client credential, on every call when configured.",
        },
        portalCertificate: {
          type: "mutualTLS",
          description: "The portal's client certificate, when the API asks for one.",
        },
      },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "16 to 64 of A–Z a–z 0–9 _ -. The same key, caller and route answer the first request's answer for 24 hours; 5xx, 401 and 403 answers are not kept.",
          schema: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" },
        },
      },
      headers: {
        RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 0 } },
      },
      schemas: {} as Record<string, JsonSchema>,
    },
  };
  document.components.schemas = reachable(document, schemas.all);
  return document;
}
