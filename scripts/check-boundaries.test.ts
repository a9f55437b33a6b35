import { describe, expect, it } from 'vitest';
import { checkOnTree } from './check-on-tree.js';

/** A small tree of files (path → source) checked as if it were the repository. */
const check = (files: Record<string, string>) => checkOnTree('check-boundaries.mjs', files);

const mod = (name: string, file: string) => `server/src/modules/${name}/${file}`;

describe('the dependency check of npm run lint', () => {
  it('passes a tree that keeps the rules', async () => {
    const result = await check({
      [mod('a', 'index.ts')]: "export { x } from './service.js';",
      [mod('a', 'service.ts')]: 'export const x = 1;',
      [mod('b', 'service.ts')]: "import { x } from '../a/index.js'; export const y = x;",
      'web/src/features/f/page.tsx': "import { z } from '../../lib/z'; export const p = z;",
      'web/src/lib/z.ts': 'export const z = 1;',
    });
    expect(result).toMatchObject({ ok: true });
  });

  it("fails on a module importing another module's non-public file", async () => {
    const result = await check({
      [mod('a', 'service.ts')]: 'export const x = 1;',
      [mod('b', 'service.ts')]: "import { x } from '../a/service.js'; export const y = x;",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'server/src/modules/b/service.ts imports server/src/modules/a/service.ts: use server/src/modules/a/index.ts',
    );
  });

  it('fails on two modules that import each other, even through their index files', async () => {
    const result = await check({
      [mod('a', 'index.ts')]: "export { x } from './service.js';",
      [mod('a', 'service.ts')]: "import { y } from '../b/index.js'; export const x = () => y;",
      [mod('b', 'index.ts')]: "export { y } from './other.js';",
      [mod('b', 'other.ts')]: "import { x } from '../a/index.js'; export const y = () => x;",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('import cycle between server module:a, server module:b');
  });

  it('fails on a web feature importing another feature, and on a layer importing one above it', async () => {
    const result = await check({
      'web/src/features/f/page.tsx': "import { g } from '../g/thing'; export const p = g;",
      'web/src/features/g/thing.ts': 'export const g = 1;',
      'web/src/lib/z.ts': "import { g } from '../features/g/thing'; export const z = g;",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('a web feature never imports another');
    expect(result.output).toContain(
      'web/src/lib/z.ts imports web/src/features/g/thing.ts: web/src/lib/ sits below it',
    );
  });
});
