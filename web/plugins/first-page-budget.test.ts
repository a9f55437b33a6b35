import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { firstPageFiles } from './first-page-budget.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

it('weighs the entry and what it imports statically, as brotli, and never a lazy screen', async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'first-page-'));
  await mkdir(path.join(dir, 'assets'));
  const files = {
    'assets/index.js': `import './react.js';\nexport const words = ${JSON.stringify('a lesson and a quiz '.repeat(300))};\n`,
    'assets/react.js': `export const react = ${JSON.stringify('the library '.repeat(300))};\n`,
    'assets/screen.js': `export const screen = ${JSON.stringify('a screen '.repeat(300))};\n`,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);

  const sizes = firstPageFiles(dir, [
    { fileName: 'assets/index.js', isEntry: true, imports: ['assets/react.js'] },
    { fileName: 'assets/react.js', isEntry: false, imports: [] },
    // Imported dynamically by the entry: not in `imports`, so not on the first page.
    { fileName: 'assets/screen.js', isEntry: false, imports: ['assets/react.js'] },
  ]);

  expect(sizes.map(({ name }) => name)).toEqual(['assets/index.js', 'assets/react.js']);
  expect(sizes[0]?.kib).toBeCloseTo(brotliCompressSync(files['assets/index.js']).length / 1024, 1);
  expect(sizes[0]?.kib).toBeLessThan(files['assets/index.js'].length / 1024 / 10);
});
