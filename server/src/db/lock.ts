import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * One Sabora process per DATA_DIR: it owns the embedded database server there (and stops a
 * leftover one it finds), so the server holds an exclusive lock file in DATA_DIR. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'sabora.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      const held =
        holder === process.pid ? heldHere.has(file) : Number.isInteger(holder) && isRunning(holder);
      if (held) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Sabora process (pid ${holder}). Stop it or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
