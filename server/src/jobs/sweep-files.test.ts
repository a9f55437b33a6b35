import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { files } from '../db/schema/index.js';
import { sweepOrphanFiles } from './sweep-files.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('removes old stored files no database row names, and nothing else', async () => {
  const put = (key: string) => t.storage.put(key, Readable.from([Buffer.from(key)]));
  await put('2026-11/recorded.pdf');
  await put('2026-11/orphan.pdf');
  await put('2026-10/another-orphan.docx');
  await t.database.db.insert(files).values({
    storageKey: '2026-11/recorded.pdf',
    originalName: 'a.pdf',
    size: 20,
    mimeType: 'application/pdf',
  });

  // Fresh files are left alone: an upload may be about to get its row.
  expect(await sweepOrphanFiles(t.database.db, t.storage)).toBe(0);
  expect(await t.storage.exists('2026-11/orphan.pdf')).toBe(true);

  expect(await sweepOrphanFiles(t.database.db, t.storage, 0)).toBe(2);
  expect(await t.storage.exists('2026-11/orphan.pdf')).toBe(false);
  expect(await t.storage.exists('2026-10/another-orphan.docx')).toBe(false);
  expect(await t.storage.exists('2026-11/recorded.pdf')).toBe(true);
  expect(await sweepOrphanFiles(t.database.db, t.storage, 0)).toBe(0);
});
