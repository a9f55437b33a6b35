import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { APPLICATION_NAME } from '../db/client.js';
import { LocalDiskStorage } from '../plugins/storage.js';
import { BackupError, inProgress, MANIFEST, readArchive, restoreState, verifiedManifest } from './archive.js';
import { createSchemaUpTo, migrationsInCode } from './migrations.js';
import { tablesInLoadOrder } from './tables.js';

export interface RestoreOptions {
  /** The target database (Sabora stopped). */
  url: string;
  file: string;
  /** Replace a school the target already holds. */
  force?: boolean;
  /** Where uploaded files live on disk (DATA_DIR/uploads); unset with S3, whose objects stay in the bucket. */
  uploadsDir?: string;
  progress?: (step: string) => void;
}

/**
 * Puts a backup back (docs/operations.md, "Backups"). The archive is checked whole against its
 * manifest before anything is touched. Then, in one transaction, the schemas are emptied, the
 * schema is built as the backup's last migration left it, and every table is loaded in its
 * foreign keys' order with the tables' own triggers off (the rows come as they were, the
 * leaderboard points included); a failure rolls all of it back. The files go to a folder beside
 * the uploads and take its place once the transaction committed. Newer migrations are the
 * caller's next step (Database.migrate), as at any start.
 */
export async function restoreBackup({
  url,
  file,
  force = false,
  uploadsDir,
  progress = () => {},
}: RestoreOptions) {
  progress('checking the archive');
  const manifest = await verifiedManifest(file);
  const migration = migrationsInCode().find(
    (m) => m.idx === manifest.schema.idx && m.tag === manifest.schema.tag,
  );
  if (!migration) {
    throw new BackupError(
      `The backup was made by a newer Sabora (${manifest.sabora}, schema ${manifest.schema.tag}): update Sabora first.`,
    );
  }
  const targetStorage = uploadsDir ? 'disk' : 's3';
  if (manifest.storage !== targetStorage) {
    throw new BackupError(
      `The backup kept its files ${where[manifest.storage]}, and this Sabora keeps them ${where[targetStorage]}: restore it with the storage it was made with.`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const staging = uploadsDir && `${uploadsDir}.restoring`;
  if (staging) inProgress.add(staging);
  try {
    if (!force && (await holdsSchool(client))) {
      throw new BackupError('The target already holds a school. Restore with --force to replace it.');
    }
    if (staging) await rm(staging, { recursive: true, force: true });
    const files = staging ? new LocalDiskStorage(staging) : undefined;
    await client.query('BEGIN');
    try {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      // The job queue's tables: pg-boss makes them again at the next start.
      await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
      await client.query('CREATE SCHEMA public');
      await createSchemaUpTo(client, migration);
      // The archive's table names go into statements: only the tables the schema has are taken.
      const created = new Set(await tablesInLoadOrder(client));
      const unknown = manifest.tables.find((table) => !created.has(table));
      if (unknown) throw new BackupError(`The backup holds a table this schema does not have: ${unknown}.`);
      for (const table of manifest.tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      await readArchive(file, async (name, body) => {
        if (name === MANIFEST) return;
        if (name.startsWith('db/')) {
          const table = name.slice('db/'.length, -'.copy'.length);
          if (!created.has(table))
            throw new BackupError(`The backup holds a table this schema does not have: ${table}.`);
          progress(`table ${table}`);
          await pipeline(body, client.query(copyFrom(`COPY ${table} FROM STDIN`)));
        } else if (name.startsWith('files/') && files) {
          await files.put(name.slice('files/'.length), body);
        }
      });
      for (const table of manifest.tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      await resetSequences(client);
      await client.query('COMMIT');
      // Committed: the staged files are now the school's. Stopped from here on (Ctrl-C), the
      // command finishes moving them instead of removing them (cli.ts).
      if (staging) inProgress.delete(staging);
      restoreState.committed = true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    if (staging && uploadsDir) {
      const replaced = `${uploadsDir}.replaced`;
      await rm(replaced, { recursive: true, force: true });
      await rename(uploadsDir, replaced).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(staging, uploadsDir).catch((error: NodeJS.ErrnoException) => {
        // A backup without files leaves no staging folder.
        if (error.code !== 'ENOENT') throw error;
      });
      await rm(replaced, { recursive: true, force: true });
    }
    return manifest;
  } finally {
    if (staging) {
      await rm(staging, { recursive: true, force: true });
      inProgress.delete(staging);
    }
    await client.end();
  }
}

/**
 * Refuses to restore into a database a Sabora is serving (its connections carry
 * APPLICATION_NAME): the school would change under its running server. The embedded database needs
 * no such check: restoring locks DATA_DIR, which a running Sabora holds.
 */
export async function refuseWhileServed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [APPLICATION_NAME],
    );
    const open = rows[0]?.n ?? 0;
    if (open > 0) {
      throw new BackupError(
        `Sabora is running on this database (${open} connection${open === 1 ? '' : 's'}): stop every Sabora server, then restore.`,
      );
    }
  } finally {
    await client.end();
  }
}

const where = { disk: 'on disk', s3: 'in S3' } as const;

/** Whether the target has a school in it: any account. */
async function holdsSchool(client: pg.ClientBase) {
  const { rows } = await client.query<{ found: boolean }>(
    `select to_regclass('public.users') is not null as found`,
  );
  if (!rows[0]?.found) return false;
  const { rows: any } = await client.query('select 1 from public.users limit 1');
  return any.length > 0;
}

/** Every sequence behind a serial or identity column continues after the rows loaded. */
async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(
    `select d.objid::regclass::text as seq, d.refobjid::regclass::text as tbl, quote_ident(a.attname) as col
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')`,
  );
  for (const { seq, tbl, col } of rows) {
    await client.query(
      `select setval('${seq}', coalesce((select max(${col}) from ${tbl}), 1), (select max(${col}) from ${tbl}) is not null)`,
    );
  }
}
