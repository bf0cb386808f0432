import { existsSync, readdirSync } from "node:fs";
import express from "express";

/** @import { RequestHandler } from "express" */

/** The copies the build writes beside each file (vite-plugins/precompress.ts), best first. */
const ENCODINGS = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

/**
 * The encodings an `Accept-Encoding` header accepts: each named with a q above 0, or
 * `*` for those it does not name.
 * @param {string | undefined} header
 * @returns {Set<string>}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const star = weights.get("*") ?? 0;
  return new Set(ENCODINGS.map(([name]) => name).filter((name) => (weights.get(name) ?? star) > 0));
}

/**
 * The build's precompressed copies served as they are (decision 135): for a file with a
 * `.br` or `.gz` copy beside it, a browser that accepts Brotli gets the `.br` file, else one
 * that accepts gzip the `.gz`, else the file; with its own `Content-Type`, the
 * `Content-Encoding` of the copy and `Vary: Accept-Encoding`. The folder is listed once:
 * the build's files never change under their names, so no request looks on disk for a copy.
 * (A fallback folder's files copied in after the start are served as they are, compressed
 * on the fly.) The compression middleware leaves an encoded answer alone.
 * @param {string} dir a folder of the build's files (`build/client/assets`)
 * @param {{ maxAge?: string, immutable?: boolean }} options express.static's caching
 * @returns {RequestHandler}
 */
export function precompressedFiles(dir, options) {
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const files = express.static(dir, { ...options, index: false, fallthrough: true });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let name = "";
    try {
      name = decodeURIComponent(req.path.slice(1));
    } catch {
      return next();
    }
    const copies = ENCODINGS.filter(([, extension]) => names.has(name + extension));
    if (!copies.length) return next();
    res.vary("Accept-Encoding");
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const chosen = copies.find(([encoding]) => accepted.has(encoding));
    if (!chosen) return next();
    const [encoding, extension] = chosen;
    res.setHeader("Content-Encoding", encoding);
    // The file's own type, not the copy's, written as express.static writes it (`send`
    // keeps a Content-Type already set).
    const type = express.static.mime.lookup(name);
    const charset = express.static.mime.charsets.lookup(type, "");
    res.setHeader("Content-Type", charset ? `${type}; charset=${charset}` : type);
    const url = req.url;
    req.url = `${req.path}${extension}${url.slice(req.path.length)}`;
    files(req, res, (error) => {
      req.url = url;
      res.removeHeader("Content-Encoding");
      next(error);
    });
  };
}
