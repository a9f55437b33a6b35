import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { FileStorage } from '../plugins/storage.js';
import { archiveWriter, BackupError, fileEntry, inProgress, type Manifest, tableEntry } from './archive.js';
import { lastApplied } from './migrations.js';
import { NOT_BACKED_UP, tablesInLoadOrder } from './tables.js';

export interface BackupOptions {
  /** The database (DATABASE_URL, or the embedded server's address). */
  url: string;
  storage: FileStorage;
  storageKind: 'disk' | 's3';
  /** Sabora's version, named in the manifest. */
  version: string;
  out: string;
  /** Told of each step, for a terminal. */
  progress?: (step: string) => void;
  /** Ends the backup early (the server stopping): what was begun is removed, and it throws. */
  signal?: AbortSignal;
}

/**
 * Writes one archive of the school while it runs (docs/operations.md, "Backups"): every table of
 * one consistent snapshot (one `REPEATABLE READ` transaction, `COPY … TO STDOUT`), then the
 * uploaded files that snapshot names (on disk; with S3 their keys only), then the manifest with
 * each part's checksum. The tables are spooled to a temporary folder first (an archive entry needs
 * its size before its bytes), so the snapshot is held only as long as reading the tables takes.
 * Written beside `out` and renamed into place once whole.
 */
export async function writeBackup(options: BackupOptions): Promise<{ file: string; bytes: number }> {
  const { url, storage, storageKind, out, progress = () => {}, signal } = options;
  const spool = await mkdtemp(path.join(os.tmpdir(), 'sabora-backup-'));
  const partial = `${out}.partial`;
  inProgress.add(spool).add(partial);
  try {
    const snapshot = await readSnapshot(url, spool, progress, signal);
    const archive = archiveWriter(partial);
    for (const [i, table] of snapshot.tables.entries()) {
      const spooled = path.join(spool, `${i}.copy`);
      await archive.addFile(tableEntry(table), spooled, (await stat(spooled)).size);
    }
    const missingFiles: string[] = [];
    if (storageKind === 'disk') {
      for (const [i, file] of snapshot.files.entries()) {
        signal?.throwIfAborted();
        if (i % 100 === 0) progress(`files ${i}/${snapshot.files.length}`);
        const bytes = await storage.get(file.key).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT' || error.name === 'NoSuchKey') return undefined;
          throw error;
        });
        if (!bytes) {
          // Deleted after the snapshot was taken (its record is in the backup, its bytes gone).
          missingFiles.push(file.key);
          continue;
        }
        await archive.add(fileEntry(file.key), file.size, bytes);
      }
    }
    await archive.finish({
      format: 1,
      sabora: options.version,
      schema: snapshot.schema,
      createdAt: snapshot.at,
      storage: storageKind,
      tables: snapshot.tables,
      parts: archive.parts,
      missingFiles,
      ...(storageKind === 's3' && { s3Keys: snapshot.files.map((f) => f.key) }),
    } satisfies Manifest);
    await rename(partial, out);
    return { file: out, bytes: (await stat(out)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
    inProgress.delete(spool);
    inProgress.delete(partial);
  }
}

/** Every table and the files' keys, read in one snapshot; the tables spooled as `<i>.copy`. */
async function readSnapshot(
  url: string,
  spool: string,
  progress: (step: string) => void,
  signal: AbortSignal | undefined,
) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  // A table being copied when the backup is stopped: ending the connection ends its COPY.
  const abort = () => void client.end().catch(() => {});
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ at: Date }>('select now() as at');
    const schema = await lastApplied(client);
    if (!schema) throw new BackupError('The database holds no Sabora school: nothing to back up.');
    const tables = (await tablesInLoadOrder(client)).filter((table) => !NOT_BACKED_UP.includes(table));
    for (const [i, table] of tables.entries()) {
      signal?.throwIfAborted();
      progress(`table ${i + 1}/${tables.length} ${table}`);
      await pipeline(
        client.query(copyTo(`COPY ${table} TO STDOUT`)),
        createWriteStream(path.join(spool, `${i}.copy`)),
      );
    }
    const { rows: files } = await client.query<{ key: string; size: string }>(
      'select storage_key as key, size::text as size from files order by storage_key',
    );
    await client.query('COMMIT');
    return {
      at: rows[0]!.at.toISOString(),
      schema: { idx: schema.idx, tag: schema.tag },
      tables,
      files: files.map((f) => ({ key: f.key, size: Number(f.size) })),
    };
  } finally {
    signal?.removeEventListener('abort', abort);
    await client.end().catch(() => {});
    // The COPY cut off by the stop fails with a lost connection: the stop is the reason to give.
    signal?.throwIfAborted();
  }
}
