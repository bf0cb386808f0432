import { Hono } from "hono";
import { deflateSync } from "node:zlib";
import { notFound } from "../http.ts";

/**
 * A stand-in for a map tile server (`MAP_TILES_URL=<sandbox>/tiles/{z}/{x}/{y}.png`), so
 * tests and offline demos never reach the internet: every tile is the same small PNG,
 * a pale square with a faint border, generated once.
 */

const TILE_SIZE = 256;
const BACKGROUND = 0xee;
const GRID = 0xd4;

export function tileRoutes() {
  const routes = new Hono();
  const png = tilePng();
  routes.get("/:z/:x/:file", (c) => {
    const { z, x, file } = c.req.param();
    if (!/^\d{1,2}$/.test(z) || !/^\d{1,7}$/.test(x) || !/^\d{1,7}\.png$/.test(file)) throw notFound("La tesela");
    return c.body(png, 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
  });
  return routes;
}

/** An 8-bit greyscale PNG: each row is a filter byte (0) and its pixels. */
export function tilePng(size = TILE_SIZE): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc((size + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size + 1);
    for (let x = 0; x < size; x++) rows[row + 1 + x] = x === 0 || y === 0 ? GRID : BACKGROUND;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(file);
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
