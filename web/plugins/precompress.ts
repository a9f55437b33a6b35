/// <reference types="node" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/**
 * Writes `name.br` (brotli, highest quality) and `name.gz` (gzip level 9) beside every
 * compressible file of `dir`, each only when it is smaller than the file (a few bytes of text are
 * not). The server sends them as they are (server/src/app.ts), so no request pays for compression.
 * Returns the files that got at least one compressed copy, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const done = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const smaller = [br, gz].filter((copy) => copy.length < source.length);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      return smaller.length > 0 ? path.relative(dir, file) : null;
    }),
  );
  return done.filter((file) => file !== null);
}

/** Compresses the build output once it is written (docs/decisions.md, "Light pages"). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sabora:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const files = await precompressDir(outDir);
      this.info(`wrote .br and .gz beside ${files.length} files`);
    },
  };
}
