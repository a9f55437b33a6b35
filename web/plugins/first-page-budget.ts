/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the budget reads of a chunk: its file, whether it is an entry, and its static imports. */
interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
}

/**
 * The JavaScript files every first page downloads, in `dir` as written: the entry chunks and the
 * chunks they import statically (never the dynamic imports: screens and catalogues), each with its
 * size as brotli, compressed as `precompress` writes it.
 */
export function firstPageFiles(dir: string, chunks: ChunkFacts[]): { name: string; kib: number }[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const first = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || first.has(name)) return;
    first.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...first].map((name) => {
    const code = readFileSync(path.join(dir, name));
    const br = brotliCompressSync(code, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
      },
    });
    return { name, kib: br.length / 1024 };
  });
}

/**
 * Fails the build when the JavaScript every first page downloads (React, the app with the landing
 * page and the sign-in form) is more than `limitKiB` as brotli. The target is landing then
 * login ≤ 150 KiB over the wire, which also counts those pages' catalogues (about 1.5 KiB):
 * `npm run bench:pages -w server` measures that in a browser (docs/performance.md, "Light pages").
 */
export function firstPageBudget(limitKiB: number): Plugin {
  return {
    name: 'sabora:first-page-budget',
    apply: 'build',
    // The files as written: Vite adds the screens' preload lists to the chunks after generateBundle.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const sizes = firstPageFiles(options.dir ?? 'dist', chunks);
      const total = sizes.reduce((sum, { kib }) => sum + kib, 0);
      const detail = sizes.map(({ name, kib }) => `${name} ${kib.toFixed(1)}`).join(', ');
      if (total > limitKiB) {
        this.error(
          `The first page's JavaScript is ${total.toFixed(1)} KiB as brotli, over its ${limitKiB} KiB budget (${detail}). See docs/performance.md, "Light pages".`,
        );
      }
      this.info(`first page: ${total.toFixed(1)} KiB of JavaScript as brotli (budget ${limitKiB} KiB)`);
    },
  };
}
