import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Throwaway certificates for tests of mutual TLS (decision 127), made at test time with the
 * `openssl` command line, in a temporary folder removed afterwards: no key material is ever
 * committed. Two CAs: `ca` signs the API's certificate (for 127.0.0.1) and the portal's
 * client certificate; `otherCa` signs a client certificate the API must not accept.
 */
export function makeCertificates() {
  const folder = mkdtempSync(join(tmpdir(), "portal-certs-"));
  const path = (name: string) => join(folder, name);
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, { cwd: folder, stdio: ["ignore", "ignore", "pipe"] });
  const newKey = (name: string) =>
    openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", path(name));
  const ca = (name: string) => {
    newKey(`${name}.key`);
    openssl(
      "req",
      "-x509",
      "-new",
      "-key",
      path(`${name}.key`),
      "-out",
      path(`${name}.pem`),
      "-days",
      "1",
      "-subj",
      `/CN=${name}`,
    );
  };
  const signed = (name: string, by: string, subject: string, extensions: string) => {
    newKey(`${name}.key`);
    openssl("req", "-new", "-key", path(`${name}.key`), "-out", path(`${name}.csr`), "-subj", subject);
    writeFileSync(path(`${name}.ext`), extensions);
    openssl(
      "x509",
      "-req",
      "-in",
      path(`${name}.csr`),
      "-CA",
      path(`${by}.pem`),
      "-CAkey",
      path(`${by}.key`),
      "-CAcreateserial",
      "-out",
      path(`${name}.pem`),
      "-days",
      "1",
      "-extfile",
      path(`${name}.ext`),
    );
  };
  ca("ca");
  ca("other-ca");
  signed("server", "ca", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n");
  signed("client", "ca", "/CN=portal", "extendedKeyUsage=clientAuth\n");
  signed("stranger", "other-ca", "/CN=stranger", "extendedKeyUsage=clientAuth\n");
  // A key behind a passphrase: the portal cannot use it unattended, so it must refuse it.
  openssl(
    "pkey",
    "-in",
    path("client.key"),
    "-out",
    path("client-encrypted.key"),
    "-aes256",
    "-passout",
    "pass:secreto",
  );
  return {
    folder,
    ca: path("ca.pem"),
    serverCert: path("server.pem"),
    serverKey: path("server.key"),
    clientCert: path("client.pem"),
    clientKey: path("client.key"),
    clientKeyEncrypted: path("client-encrypted.key"),
    strangerCert: path("stranger.pem"),
    strangerKey: path("stranger.key"),
    otherCa: path("other-ca.pem"),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export type Certificates = ReturnType<typeof makeCertificates>;
