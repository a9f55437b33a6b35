import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/**
 * A new empty folder in the system's temp folder (`{prefix}XXXXXX`), removed when its test file
 * has run (test/remove-temp-dirs.ts): the suite made about 80 of them a run and kept them all.
 */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes every folder `tempDir` made in this test file. */
export function removeTempDirs() {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}
