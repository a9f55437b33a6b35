// `npm run backup -- --out FILE` and `npm run restore -- FILE [--force]` (scripts/backup.mjs runs
// this with npm start's DATA_DIR): docs/operations.md, "Backups".
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase, openEmbedded } from '../db/client.js';
import { runningServerUrl } from '../db/embedded-server.js';
import { DataDirLockedError } from '../db/lock.js';
import { createStorage } from '../plugins/storage.js';
import { SABORA_VERSION } from '../version.js';
import { BackupError, inProgress, restoreState } from './archive.js';
import { refuseWhileServed, restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const USAGE = 'Usage: npm run backup -- --out FILE\n       npm run restore -- FILE [--force]';

/** A step on one terminal line, rewritten as the next comes; nothing when not on a terminal. */
function progress(step: string) {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${step}`);
}
const doneWithProgress = () => process.stderr.isTTY && process.stderr.write('\r\x1b[K');

/** A path as typed where the command was run (scripts/backup.mjs passes that folder). */
const typed = (file: string) => path.resolve(process.env.SABORA_CWD ?? process.cwd(), file);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The database to back up: DATABASE_URL, else the embedded server a running Sabora holds (reached
 * through its socket), else the embedded server started for the backup and stopped after it.
 */
async function databaseToBackUp(config: ReturnType<typeof loadConfig>) {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => {} };
  let database: Database;
  try {
    database = await openEmbedded(config.dataDir);
  } catch (error) {
    const running =
      error instanceof DataDirLockedError && runningServerUrl(path.join(config.dataDir, 'db'), 'sabora');
    if (!running) throw error;
    return { url: running, close: async () => {} };
  }
  return { url: database.url, close: () => database.close() };
}

async function backup(args: string[]) {
  const at = args.indexOf('--out');
  const out = at >= 0 ? args[at + 1] : undefined;
  if (!out) throw new UsageError();
  const config = loadConfig();
  const database = await databaseToBackUp(config);
  try {
    const written = await writeBackup({
      url: database.url,
      storage: await createStorage(config),
      storageKind: config.s3 ? 's3' : 'disk',
      version: SABORA_VERSION,
      out: typed(out),
      progress,
    });
    doneWithProgress();
    console.log(`Backup written: ${written.file} (${megabytes(written.bytes)})`);
    if (config.s3) {
      console.log(`The uploaded files stay in the bucket ${config.s3.bucket}; the backup lists their keys.`);
    }
  } finally {
    await database.close();
  }
}

async function restore(args: string[]) {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new UsageError();
  const config = loadConfig();
  // Before this command opens connections of its own (they carry the same name).
  if (config.databaseUrl) await refuseWhileServed(config.databaseUrl);
  // Opening the embedded database locks DATA_DIR: a running Sabora makes this refuse.
  const database = await openDatabase(config);
  try {
    const manifest = await restoreBackup({
      url: database.url,
      file: typed(file),
      force: args.includes('--force'),
      uploadsDir: config.s3 ? undefined : path.join(config.dataDir, 'uploads'),
      progress,
    });
    // Migrations newer than the backup's, as at any start.
    await database.migrate();
    doneWithProgress();
    console.log(`Restored the school as it was at ${manifest.createdAt} (Sabora ${manifest.sabora}).`);
    if (manifest.storage === 's3')
      console.log('Its uploaded files are read from the bucket, where they stayed.');
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

// Stopped part-way (Ctrl-C): what was being written goes, as on a failure. A restore's transaction
// ends with the connection, so the database is left as it was.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (restoreState.committed) {
      console.error('The restore has committed and is moving the files into place: it finishes first.');
      return;
    }
    doneWithProgress();
    for (const leftover of inProgress) rmSync(leftover, { recursive: true, force: true });
    console.error('Stopped: nothing was written.');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else throw new UsageError();
} catch (error) {
  doneWithProgress();
  if (error instanceof UsageError) console.error(USAGE);
  else if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else throw error;
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
