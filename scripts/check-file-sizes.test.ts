import { describe, expect, it } from 'vitest';
import { checkOnTree } from './check-on-tree.js';

const lines = (count: number) => 'x;\n'.repeat(count);
/** The check on a tree of files, with the known exceptions given (none unless told). */
const check = (files: Record<string, string>, exceptions: string[] = []) =>
  checkOnTree('check-file-sizes.mjs', files, exceptions);

describe('the file size check of npm run lint', () => {
  it('names each source file over 400 lines with its count and the limit', async () => {
    const result = await check({
      'server/src/modules/a/service.ts': lines(401),
      'server/test/helpers.ts': lines(420),
      'web/src/features/f/page.test.tsx': lines(400),
      'contract/src/a.ts': lines(10),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('server/src/modules/a/service.ts: 401 lines (limit 400)');
    expect(result.output).toContain('server/test/helpers.ts: 420 lines (limit 400)');
    expect(result.output).not.toContain('web/src/features/f/page.test.tsx');
    expect(result.output).not.toContain('contract/src/a.ts');
  });

  it('leaves out migrations, translations and files outside the checked folders', async () => {
    const result = await check({
      'server/src/db/migrations/0001_x.sql': lines(900),
      'server/src/db/migrations/meta/0001_snapshot.json': lines(900),
      'web/src/locales/en/common.json': lines(900),
      'e2e/tests/path.spec.ts': lines(900),
      'contract/src/a.ts': lines(10),
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('passes a known exception over the limit, and asks for it to leave the list once split', async () => {
    const long = 'web/src/features/f/long.test.tsx';
    expect(await check({ [long]: lines(500) }, [long])).toMatchObject({ ok: true });
    const shorter = await check({ [long]: lines(300) }, [long]);
    expect(shorter.ok).toBe(false);
    expect(shorter.output).toContain(
      `${long}: 300 lines, within the limit: remove it from the known exceptions`,
    );
    const gone = await check({ 'contract/src/a.ts': lines(10) }, [long]);
    expect(gone.ok).toBe(false);
    expect(gone.output).toContain(`${long}: gone, remove it from the known exceptions`);
  });
});
