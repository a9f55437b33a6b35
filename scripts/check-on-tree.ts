import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the checks of `npm run lint` (a script of this folder) on a small tree of files
 * (path → text) written as if it were the repository, with the arguments given after the tree's
 * folder; its exit status and what it printed.
 */
export async function checkOnTree(script: string, files: Record<string, string>, args: string[] = []) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lint-check-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const { stdout } = await run(process.execPath, [path.join(import.meta.dirname, script), root, ...args]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: (error as { stderr: string }).stderr };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
