import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { makeCertificates, type Certificates } from "../support/certificates";

/** The portal's own credential toward the API, as the configuration takes it (decision 127). */

const https = { API_BASE_URL: "https://127.0.0.1:3100" };
const KEY = "k3y-0123456789abcdef0123456789abcdef";

const refusal = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
};

describe("API_KEY", () => {
  it("is optional, and taken as given when it is long enough", () => {
    expect(parseConfig(https).API_KEY).toBeUndefined();
    expect(parseConfig({ ...https, API_KEY: KEY }).API_KEY).toBe(KEY);
  });

  it("refuses a short key, or one with spaces, naming the variable and never repeating the key", () => {
    const short = refusal({ ...https, API_KEY: "short-key-value" });
    expect(short).toMatch(/API_KEY: expected at least 32 characters/);
    expect(short).not.toContain("short-key-value");
    const spaced = refusal({ ...https, API_KEY: `${KEY} and more` });
    expect(spaced).toMatch(/API_KEY: expected printable characters without spaces/);
    expect(spaced).not.toContain(KEY);
  });
});

describe("API_CLIENT_CERT, API_CLIENT_KEY, API_CA", () => {
  let certs: Certificates;
  beforeAll(() => {
    certs = makeCertificates();
  });
  afterAll(() => certs?.remove());

  it("take a client certificate with its key, and a CA, over https", () => {
    const config = parseConfig({
      ...https,
      API_CLIENT_CERT: certs.clientCert,
      API_CLIENT_KEY: certs.clientKey,
      API_CA: certs.ca,
    });
    expect([config.API_CLIENT_CERT, config.API_CLIENT_KEY, config.API_CA]).toEqual([
      certs.clientCert,
      certs.clientKey,
      certs.ca,
    ]);
    // A CA alone: the API's certificate is signed by the provider's own CA, and no client certificate is asked.
    expect(parseConfig({ ...https, API_CA: certs.ca }).API_CA).toBe(certs.ca);
  });

  it("refuses a certificate without its key, or a key without its certificate", () => {
    expect(refusal({ ...https, API_CLIENT_CERT: certs.clientCert })).toMatch(/API_CLIENT_KEY: expected with its pair/);
    expect(refusal({ ...https, API_CLIENT_KEY: certs.clientKey })).toMatch(/API_CLIENT_CERT: expected with its pair/);
  });

  it("refuses a file it cannot read, naming the path", () => {
    const missing = join(certs.folder, "missing.pem");
    expect(refusal({ ...https, API_CLIENT_CERT: missing, API_CLIENT_KEY: certs.clientKey })).toMatch(
      new RegExp(`API_CLIENT_CERT: cannot read ${missing} \\(ENOENT\\)`),
    );
    expect(refusal({ ...https, API_CA: certs.folder })).toMatch(/API_CA: cannot read .* \(EISDIR\)/);
  });

  it("refuses what is not PEM, a key where a certificate belongs, and a key behind a passphrase, never quoting a key", () => {
    const garbage = join(certs.folder, "garbage.pem");
    writeFileSync(garbage, "-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n");
    expect(refusal({ ...https, API_CLIENT_CERT: garbage, API_CLIENT_KEY: certs.clientKey })).toMatch(
      /API_CLIENT_CERT: expected PEM certificates only/,
    );
    const keyAsCert = refusal({ ...https, API_CLIENT_CERT: certs.clientKey, API_CLIENT_KEY: certs.clientKey });
    expect(keyAsCert).toMatch(/API_CLIENT_CERT: expected PEM certificates only/);
    expect(refusal({ ...https, API_CLIENT_CERT: certs.clientCert, API_CLIENT_KEY: certs.clientCert })).toMatch(
      /API_CLIENT_KEY: expected an unencrypted PEM private key/,
    );
    const encrypted = refusal({
      ...https,
      API_CLIENT_CERT: certs.clientCert,
      API_CLIENT_KEY: certs.clientKeyEncrypted,
    });
    expect(encrypted).toMatch(/API_CLIENT_KEY: expected an unencrypted PEM private key/);
    expect(refusal({ ...https, API_CA: certs.clientKey })).toMatch(/API_CA: expected PEM certificates only/);
    const keyBody = readFileSync(certs.clientKey, "utf8").split("\n")[1]!;
    for (const message of [keyAsCert, encrypted]) expect(message).not.toContain(keyBody);
  });

  it("refuses a key that is not the certificate's", () => {
    expect(refusal({ ...https, API_CLIENT_CERT: certs.clientCert, API_CLIENT_KEY: certs.strangerKey })).toMatch(
      /API_CLIENT_KEY: does not match the certificate of API_CLIENT_CERT/,
    );
  });

  it("refuses certificates toward an API over plain http", () => {
    expect(
      refusal({
        API_BASE_URL: "http://127.0.0.1:3100",
        API_CLIENT_CERT: certs.clientCert,
        API_CLIENT_KEY: certs.clientKey,
      }),
    ).toMatch(/API_CLIENT_CERT: expected an https API_BASE_URL/);
    expect(refusal({ API_BASE_URL: "http://127.0.0.1:3100", API_CA: certs.ca })).toMatch(
      /API_CA: expected an https API_BASE_URL/,
    );
  });
});

describe("HANDOVER_TOKEN_IN_URL", () => {
  it("is off unless turned on", () => {
    expect(parseConfig(https).HANDOVER_TOKEN_IN_URL).toBe(false);
    expect(parseConfig({ ...https, HANDOVER_TOKEN_IN_URL: "1" }).HANDOVER_TOKEN_IN_URL).toBe(true);
    expect(refusal({ ...https, HANDOVER_TOKEN_IN_URL: "maybe" })).toMatch(/HANDOVER_TOKEN_IN_URL: expected one of/);
  });
});

describe("the undici package", () => {
  it("is the major Node's own fetch is built on: its Agent is the dispatcher of the API's TLS connections", () => {
    const installed = createRequire(import.meta.url)("undici/package.json").version as string;
    const pinned = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8")).dependencies
      .undici as string;
    expect(installed).toBe(pinned);
    // On a new Node: pin the undici of its `process.versions.undici` major.
    expect(installed.split(".")[0]).toBe(process.versions.undici!.split(".")[0]);
  });
});
