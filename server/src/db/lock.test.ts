import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../../test/temp-dirs.js';
import { openEmbedded } from './client.js';
import { DataDirLockedError, lockDataDir } from './lock.js';

const lockDir = () => tempDir('sabora-lock-');

it('refuses a second server on the same DATA_DIR with a clear message, and frees it on close', async () => {
  const dir = lockDir();
  const first = await openEmbedded(dir);
  await expect(openEmbedded(dir)).rejects.toThrow(DataDirLockedError);
  await expect(openEmbedded(dir)).rejects.toThrow(/is in use by another Sabora process/);
  await first.close();
  expect(existsSync(path.join(dir, 'sabora.lock'))).toBe(false);
  const again = await openEmbedded(dir);
  await again.close();
  // It creates an embedded database twice (initdb); on a loaded 2-core machine that took 22 s.
}, 60_000);

it('takes over a lock left behind by a process that no longer runs', () => {
  const dir = lockDir();
  writeFileSync(path.join(dir, 'sabora.lock'), '999999999');
  const unlock = lockDataDir(dir);
  expect(existsSync(path.join(dir, 'sabora.lock'))).toBe(true);
  unlock();
});
