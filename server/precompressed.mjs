import { existsSync, readdirSync } from "node:fs";
import { extname } from "node:path";
import express from "express";
import { contentType } from "mime-types";
import Negotiator from "negotiator";

/** @import { RequestHandler } from "express" */

/** The copies the build writes beside each file (build-steps/precompress.ts), best first. */
const ENCODINGS = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

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
    // The `negotiator` package (express's own): q=0 refuses, `*` stands for the rest, a higher
    // q wins, and on a tie ours: Brotli (Chromium asks "gzip, deflate, br, zstd", all at q=1).
    const encoding = new Negotiator(req).encodings(
      copies.map(([name]) => name),
      { preferred: ENCODINGS.map(([name]) => name) },
    )[0];
    const extension = copies.find(([name]) => name === encoding)?.[1];
    if (!encoding || !extension) return next();
    res.setHeader("Content-Encoding", encoding);
    // The file's own type, not the copy's, written as express.static writes it (`send`
    // keeps a Content-Type already set, and makes its own with mime-types' contentType).
    res.setHeader("Content-Type", contentType(extname(name)) || "application/octet-stream");
    const url = req.url;
    req.url = `${req.path}${extension}${url.slice(req.path.length)}`;
    files(req, res, (error) => {
      req.url = url;
      res.removeHeader("Content-Encoding");
      next(error);
    });
  };
}
