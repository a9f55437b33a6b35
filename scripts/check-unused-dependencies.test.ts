import { describe, expect, it } from 'vitest';
import { checkOnTree } from './check-on-tree.js';

/** A root with one workspace `w` declaring `declared`, and the files (path in `w` → text) given. */
const check = (declared: string[], files: Record<string, string>) =>
  checkOnTree('check-unused-dependencies.mjs', {
    'package.json': JSON.stringify({ workspaces: ['w'] }),
    'w/package.json': JSON.stringify({
      dependencies: Object.fromEntries(declared.map((name) => [name, '1.0.0'])),
    }),
    ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`w/${file}`, text])),
  });

describe('the unused dependency check of npm run lint', () => {
  it('passes packages imported, required, loaded by name from a config or typed', async () => {
    const result = await check(
      [
        'a',
        '@s/b',
        'c',
        'd',
        'pino-pretty',
        'jsdom',
        'postcss-x',
        'node-thing',
        '@types/node',
        '@types/s__b',
      ],
      {
        'src/one.ts': "import { x } from 'a/sub'; import type { Y } from '@s/b/deep'; export { x };",
        'src/two.ts': "const c = await import('c'); import fs from 'node:fs'; export { c, fs };",
        'scripts/three.cjs': "module.exports = require('d');",
        'src/logger.ts': "export const options = { transport: { target: 'pino-pretty' } };",
        'vitest.config.ts': "export default { test: { environment: 'jsdom' } };",
        'postcss.config.cjs': "module.exports = { plugins: { 'postcss-x': {} } };",
        'src/env.d.ts': '/// <reference types="node-thing/client" />',
      },
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('names each declared package no file uses, with its package.json', async () => {
    const result = await check(['a', 'unused', '@types/gone'], {
      'src/one.ts': "import { x } from 'a'; export const target = 'unused';",
      'node_modules/unused/index.js': "require('unused');",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('w/package.json: unused is declared but no file uses it');
    expect(result.output).toContain('w/package.json: @types/gone is declared but no file uses it');
    expect(result.output).not.toContain(' a is declared');
  });
});
