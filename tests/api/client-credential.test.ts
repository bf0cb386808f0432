import { createServer as createHttpServer, type IncomingHttpHeaders, type RequestListener } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import type { TLSSocket } from "node:tls";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeCertificates, type Certificates } from "../support/certificates";
import { startTestSandbox } from "../sandbox/harness";

/**
 * The portal's own credential on the wire (decision 127): `X-Api-Key` on every
 * call to the API's origin and nowhere else, redirects never followed with it, the API's
 * refusal of it read as the API's failure, and the client certificate of mutual TLS
 * presented through an undici Agent to an HTTPS server that requires one.
 *
 * Each case loads the portal's API client afresh over its own environment, as a start-up would.
 */

const API_KEY = "portal-key-0123456789abcdef0123456789";

async function portalWith(env: Record<string, string>) {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return {
    operations: (await import("../../contract/operations")).operations,
    transport: await import("~/api/transport.server"),
    auth: await import("~/api/auth.server"),
    files: await import("~/api/files.server"),
    geocoder: await import("~/api/geocoder.server"),
    login: await import("~/routes/auth/login.server"),
    logger: (await import("~/utils/logger.server")).getLogger(),
  };
}
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

type Seen = { path: string; headers: IncomingHttpHeaders; clientName?: string };

/** A server that writes down what each request carried, and answers as `answer` says. */
type Reply = { status?: number; headers?: Record<string, string>; body: string };
async function recordingServer(answer: (path: string, url: string) => Reply, tls?: object) {
  const seen: Seen[] = [];
  let url = "";
  const listener: RequestListener = (req, res) => {
    const socket = req.socket as TLSSocket;
    const peer = typeof socket.getPeerCertificate === "function" ? socket.getPeerCertificate() : undefined;
    seen.push({ path: req.url ?? "", headers: req.headers, clientName: [peer?.subject?.CN].flat()[0] });
    const { status = 200, headers = { "Content-Type": "application/json" }, body } = answer(req.url ?? "", url);
    res.writeHead(status, headers).end(body);
  };
  const server = tls ? createHttpsServer(tls, listener) : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `${tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const STATUS = JSON.stringify({ status: "online" });

describe("X-Api-Key", () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: false, clients: { portal: API_KEY } });
  });
  afterAll(() => sandbox.close());

  it("lets a portal configured with API_KEY sign in by identification at an API that asks for it", async () => {
    const portal = await portalWith({ API_BASE_URL: sandbox.url, API_KEY });
    const token = await portal.auth.loginWithIdentification("20304050");
    expect(token.access_token).toEqual(expect.any(String));
  });

  it("without it, or with a wrong one: the API's failure (502) with the sign-in's message, and the log says what to fix", async () => {
    for (const [env, reason] of [
      [{}, "client_credential_required"],
      [{ API_KEY: "wrong-key-0123456789abcdef0123456789" }, "client_credential_invalid"],
    ] as const) {
      const portal = await portalWith({ API_BASE_URL: sandbox.url, ...env });
      const logged = vi.spyOn(portal.logger, "error").mockImplementation(() => {});
      const error = await portal.auth.loginWithIdentification("20304050").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(portal.transport.ApiError);
      expect(error).toMatchObject({ status: 502, reason, message: portal.transport.GENERIC_ERROR });
      expect(portal.login.loginFailure(error, false)).toEqual({ kind: "refused", field: null, message: "other" });
      expect(logged).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringContaining(`the API refused the portal's client credential (${reason}); check API_KEY`),
      );
      expect(JSON.stringify(logged.mock.calls)).not.toContain("wrong-key");
    }
  });

  it("goes with every call to the API's origin, and to no other: not to a geocoder elsewhere, nor to a file's host", async () => {
    const elsewhere = await recordingServer((path): Reply =>
      path.startsWith("/geocoder")
        ? { body: JSON.stringify({ type: "FeatureCollection", features: [] }) }
        : { headers: { "Content-Type": "application/pdf" }, body: "%PDF-1.4" },
    );
    const api = await recordingServer((path, self): Reply =>
      path === "/status"
        ? { body: STATUS }
        : path === "/files/moved.pdf"
          ? { status: 302, headers: { Location: `${elsewhere.url}/cdn/moved.pdf` }, body: "" }
          : { headers: { "Content-Type": "application/pdf" }, body: `%PDF-1.4 ${self}` },
    );
    try {
      const portal = await portalWith({
        API_BASE_URL: api.url,
        API_KEY,
        GEOCODER_URL: `${elsewhere.url}/geocoder/api`,
      });
      await portal.transport.apiRequest(portal.operations.checkApiStatus);
      await portal.geocoder.searchAddresses({ q: "Mitre 10" });
      const session = { token: "customer-token-0123456789abcdef" };
      for (const url of [`${api.url}/files/own.pdf`, `${api.url}/files/moved.pdf`, `${elsewhere.url}/cdn/direct.pdf`]) {
        const file = await portal.files.fetchApiFile(session, url);
        await file.body.cancel();
      }
      expect(api.seen.map((request) => request.path)).toEqual(["/status", "/files/own.pdf", "/files/moved.pdf"]);
      for (const request of api.seen) expect(request.headers["x-api-key"], request.path).toBe(API_KEY);
      expect(api.seen.slice(1).map((request) => request.headers.authorization)).toEqual([
        `Bearer ${session.token}`,
        `Bearer ${session.token}`,
      ]);
      expect(elsewhere.seen.map((request) => request.path)).toEqual([
        "/geocoder/api?q=Mitre+10",
        "/cdn/moved.pdf",
        "/cdn/direct.pdf",
      ]);
      for (const request of elsewhere.seen) {
        expect(request.headers["x-api-key"], request.path).toBeUndefined();
        expect(request.headers.authorization, request.path).toBeUndefined();
      }
    } finally {
      await Promise.all([api.close(), elsewhere.close()]);
    }
  });

  it("is never carried along a redirect: an API call answered 3xx is the API's failure (502), and the target never sees the key", async () => {
    const elsewhere = await recordingServer(() => ({ body: STATUS }));
    const api = await recordingServer(() => ({
      status: 307,
      headers: { Location: `${elsewhere.url}/status` },
      body: "",
    }));
    try {
      const portal = await portalWith({ API_BASE_URL: api.url, API_KEY });
      const logged = vi.spyOn(portal.logger, "error").mockImplementation(() => {});
      const error = await portal.transport
        .apiRequest(portal.operations.checkApiStatus)
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 502, kind: "response" });
      expect(logged).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringContaining("the API answered a redirect (307)"),
      );
      expect(api.seen).toHaveLength(1);
      expect(elsewhere.seen).toEqual([]);
    } finally {
      await Promise.all([api.close(), elsewhere.close()]);
    }
  });
});

describe("mutual TLS (API_CLIENT_CERT, API_CLIENT_KEY, API_CA)", () => {
  let certs: Certificates;
  let api: Awaited<ReturnType<typeof recordingServer>>;
  beforeAll(async () => {
    certs = makeCertificates();
    // An API that requires a client certificate signed by its CA.
    api = await recordingServer(() => ({ body: STATUS }), {
      key: readFileSync(certs.serverKey),
      cert: readFileSync(certs.serverCert),
      ca: readFileSync(certs.ca),
      requestCert: true,
      rejectUnauthorized: true,
    });
  });
  afterAll(async () => {
    await api?.close();
    certs?.remove();
  });

  it("is accepted by an HTTPS API that requires a client certificate, with the key beside it", async () => {
    const portal = await portalWith({
      API_BASE_URL: api.url,
      API_KEY,
      API_CLIENT_CERT: certs.clientCert,
      API_CLIENT_KEY: certs.clientKey,
      API_CA: certs.ca,
    });
    expect(await portal.transport.apiRequest(portal.operations.checkApiStatus)).toEqual({ status: "online" });
    const last = api.seen.at(-1)!;
    expect(last.clientName).toBe("portal");
    expect(last.headers["x-api-key"]).toBe(API_KEY);
  });

  it("is refused without a certificate, or with one of another CA: no answer, the connection failure", async () => {
    const before = api.seen.length;
    const configurations: Record<string, string>[] = [
      { API_CA: certs.ca },
      { API_CA: certs.ca, API_CLIENT_CERT: certs.strangerCert, API_CLIENT_KEY: certs.strangerKey },
    ];
    for (const env of configurations) {
      const portal = await portalWith({ API_BASE_URL: api.url, API_KEY, ...env });
      const error = await portal.transport
        .apiRequest(portal.operations.checkApiStatus, {}, { timeoutMs: 3000 })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(portal.transport.ApiError);
      expect(error).toMatchObject({ kind: "connection", message: portal.transport.CONNECTION_ERROR });
    }
    expect(api.seen.length).toBe(before);
  });

  it("trusts the API's certificate only through API_CA: without it, Node's public roots refuse the test CA", async () => {
    const portal = await portalWith({
      API_BASE_URL: api.url,
      API_CLIENT_CERT: certs.clientCert,
      API_CLIENT_KEY: certs.clientKey,
      API_CA: certs.otherCa,
    });
    const error = await portal.transport
      .apiRequest(portal.operations.checkApiStatus, {}, { timeoutMs: 3000 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "connection" });
  });
});
