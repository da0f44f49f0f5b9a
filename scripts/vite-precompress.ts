import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts (png, webp, woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
/** Below this a file fits one packet anyway and the variants would only be clutter. */
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, at the highest
 * levels (done once, so the slow brotli 11 costs nothing per request). The server picks one by
 * Accept-Encoding (src/server/static/serve-web-app.ts). A variant not smaller than the file is skipped.
 * Source maps are never compressed: they are never served.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "poriadok:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      const targets = files
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(targets.map(writeCompressedVariants));
    },
  };
}

/** Writes `<file>.br` and `<file>.gz` beside `file` when it is large enough and they are smaller. */
export async function writeCompressedVariants(file: string): Promise<void> {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < original.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < original.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}
