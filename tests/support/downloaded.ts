import { request } from "node:http";

/** One response as it crossed the wire: the body's bytes as sent (not decoded), and the bytes of its status line and headers. */
export type Downloaded = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  headerBytes: number;
};

/** What Chromium's first visit sends for a script: its Accept-Encoding. */
export const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/**
 * A GET as a browser makes it, counted as Chromium's `encodedDataLength` counts an HTTP/1.1
 * response: the status line and headers as received, plus the body as sent, still encoded.
 * Node's http client does not decode bodies (fetch would).
 */
export function download(url: string, headers: Record<string, string> = {}): Promise<Downloaded> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": CHROMIUM_ACCEPT_ENCODING, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        let headerBytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let at = 0; at < res.rawHeaders.length; at += 2)
          headerBytes += Buffer.byteLength(`${res.rawHeaders[at]}: ${res.rawHeaders[at + 1]}\r\n`);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), headerBytes });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
