import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes brotli and gzip copies that decompress to the very bytes, beside compressible files only', async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'assets'));
  const script = `export const words = ${JSON.stringify('a lesson and a quiz '.repeat(200))};\n`;
  await writeFile(path.join(dir, 'assets', 'index-Ab12.js'), script);
  await writeFile(path.join(dir, 'assets', 'index-Cd34.css'), `.a { color: red; }\n`.repeat(100));
  await writeFile(path.join(dir, 'tiny.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

  const done = await precompressDir(dir);

  expect(done.sort()).toEqual([path.join('assets', 'index-Ab12.js'), path.join('assets', 'index-Cd34.css')]);
  const js = path.join(dir, 'assets', 'index-Ab12.js');
  const br = await readFile(`${js}.br`);
  const gz = await readFile(`${js}.gz`);
  expect(brotliDecompressSync(br).toString()).toBe(script);
  expect(gunzipSync(gz).toString()).toBe(script);
  expect(br.length).toBeLessThan(script.length / 10);
  // Nothing beside a file whose compressed copies would be larger, nor beside an image.
  expect((await readdir(dir)).sort()).toEqual(['assets', 'photo.png', 'tiny.js']);
});
