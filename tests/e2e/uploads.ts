import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { test } from "@playwright/test";

export const MB = 1024 * 1024;

let written = 0;

/**
 * A file to upload: `magic` (its first bytes) padded with spaces to `size`, written under
 * the test's output folder and handed to the input by its path, so Chromium reads it from
 * disk. Given as a buffer it travelled through the DevTools protocol in base64, and a
 * 12 MB one cost seconds of the browser's and the test's time.
 */
export function uploadFile(name: string, magic: string, size = 4096): string {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write(magic, "latin1");
  // A folder per file: a test may send two files of one name and different content.
  const path = test.info().outputPath("uploads", String(++written), name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, buffer);
  return path;
}

export const PDF_MAGIC = "%PDF-1.4\n";
