import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/database.js';
import { gradingSuite } from '../../test/grading.js';
import { adminQuery, databaseUrl, dropDatabase } from '../../test/postgres-admin.js';
import { fields } from '../../test/requests.js';
import {
  archiveWriter,
  BackupError,
  MANIFEST,
  type Manifest,
  readArchive,
  verifiedManifest,
} from './archive.js';
import { createSchemaUpTo, migrationsInCode } from './migrations.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

/**
 * A backup taken while the school runs holds all of it, and a restore puts all of it back —
 * accounts with their passwords, files, grades, the audit log — and nothing written after it
 * (docs/operations.md, "Backups"). A damaged archive, a target that holds a school, and a restore
 * that fails half-way leave the target as it was.
 */
const { suite, file, submittedHomework, grade } = gradingSuite();
const work = path.join(os.tmpdir(), `sabora-backup-test-${process.pid}`);
const archive = path.join(work, 'school.sabora');
let target: TestDatabase;
const targetUploads = path.join(work, 'target-uploads');

/** What a school is, for comparing two: the rows of the tables people care about, in a fixed order. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async (sql: string) => (await client.query(sql)).rows;
    return {
      users: await read('select id, email, password_hash, role, is_active from users order by id'),
      files: await read('select id, storage_key, size from files order by id'),
      grades: await read('select id, grade, feedback, status from homework_submissions order by id'),
      history: await read('select submission_id, new_grade from grade_history order by created_at, id'),
      points: await read('select student_id, points from student_points order by student_id'),
      audit: await read('select count(*)::int as n from audit_log'),
    };
  } finally {
    await client.end();
  }
}

/** The backup written again with some entries and the manifest changed, its checksums made anew. */
async function rewritten(
  name: string,
  change: (manifest: Manifest) => Manifest,
  entries: Record<string, Buffer> = {},
) {
  const out = path.join(work, name);
  const writer = archiveWriter(out);
  let manifest: Manifest | undefined;
  await readArchive(archive, async (entry, body) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const data = entries[entry] ?? Buffer.concat(chunks);
    if (entry === MANIFEST) manifest = JSON.parse(data.toString('utf8'));
    else await writer.add(entry, data.length, [data]);
  });
  await writer.finish(change({ ...manifest!, parts: writer.parts }));
  return out;
}

beforeAll(async () => {
  target = await freshDatabase();
  const { t } = suite;
  const { submission } = await submittedHomework('Backed-up homework');
  const graded = await grade('homework', submission._id, [
    ...fields({ grade: '88' }),
    file('marks.pdf', 'correctionFiles'),
  ]);
  expect(graded.statusCode).toBe(200);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  // Taken while the app runs.
  const written = await writeBackup({
    url: t.database.url,
    storage: t.storage,
    storageKind: 'disk',
    version: 'test',
    out: archive,
  });
  expect(written.bytes).toBeGreaterThan(0);
});
afterAll(async () => {
  await target.close();
  await rm(work, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds a manifest naming the schema, every table and file, each with its checksum', async () => {
    const manifest = await verifiedManifest(archive);
    const last = migrationsInCode().at(-1)!;
    expect(manifest.schema).toEqual({ idx: last.idx, tag: last.tag });
    expect(manifest.tables).toContain('public.users');
    expect(manifest.tables).toContain('drizzle.__drizzle_migrations');
    // The scheduled backups' own record is not the school's.
    expect(manifest.tables).not.toContain('public.backup_runs');
    // Loaded after what their keys point to.
    expect(manifest.tables.indexOf('public.users')).toBeLessThan(
      manifest.tables.indexOf('public.homework_submissions'),
    );
    const files = manifest.parts.filter((p) => p.name.startsWith('files/'));
    expect(files.length).toBe(2);
    for (const part of manifest.parts) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Password hashes and every student's work: for this user's eyes only.
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
  });

  it('is restored whole into an empty database, and the app then finds what it left', async () => {
    const { t } = suite;
    await restoreBackup({ url: target.url, file: archive, uploadsDir: targetUploads });
    expect(await contents(target.url)).toEqual(await contents(t.database.url));
    // The files' bytes came back where the storage reads them.
    const [row] = (await contents(target.url)).files as { storage_key: string }[];
    expect(await readFile(path.join(targetUploads, row!.storage_key), 'utf8')).toMatch(/^bytes of /);
    // And the schema is complete: a normal start's migration step has nothing left to do.
    await target.migrate();
  });

  it('leaves out what was written after it', async () => {
    const { t } = suite;
    await submittedHomework('Written after the backup');
    await restoreBackup({ url: target.url, file: archive, uploadsDir: targetUploads, force: true });
    const restored = await contents(target.url);
    const now = await contents(t.database.url);
    expect(restored.grades.length).toBe(now.grades.length - 1);
  });
});

describe('a restore refuses', () => {
  it('a target that already holds a school, unless forced', async () => {
    const before = await contents(target.url);
    await expect(
      restoreBackup({ url: target.url, file: archive, uploadsDir: targetUploads }),
    ).rejects.toThrow('The target already holds a school. Restore with --force to replace it.');
    expect(await contents(target.url)).toEqual(before);
  });

  it('a damaged archive, before touching anything', async () => {
    const damaged = path.join(work, 'damaged.sabora');
    const bytes = await readFile(archive);
    // A byte inside the first table's data (after its 512-byte tar header).
    bytes[600] = bytes[600]! ^ 0xff;
    await writeFile(damaged, bytes);
    const before = await contents(target.url);
    await expect(
      restoreBackup({ url: target.url, file: damaged, uploadsDir: targetUploads, force: true }),
    ).rejects.toThrow(BackupError);
    expect(await contents(target.url)).toEqual(before);
  });

  it('a backup of a schema newer than this Sabora knows', async () => {
    const newer = await rewritten('newer.sabora', (manifest) => ({
      ...manifest,
      schema: { idx: 9_999, tag: '9999_from_the_future' },
    }));
    const before = await contents(target.url);
    await expect(
      restoreBackup({ url: target.url, file: newer, uploadsDir: targetUploads, force: true }),
    ).rejects.toThrow(/was made by a newer Sabora .*: update Sabora first/);
    expect(await contents(target.url)).toEqual(before);
  });

  it('a backup whose files were kept elsewhere than this Sabora keeps them', async () => {
    const before = await contents(target.url);
    await expect(restoreBackup({ url: target.url, file: archive, force: true })).rejects.toThrow(
      'The backup kept its files on disk, and this Sabora keeps them in S3: restore it with the storage it was made with.',
    );
    expect(await contents(target.url)).toEqual(before);
  });

  it('a table the schema does not have (its name would go into a statement)', async () => {
    const odd = await rewritten('odd.sabora', (manifest) => ({
      ...manifest,
      tables: [...manifest.tables, 'public.users; drop table files'],
    }));
    const before = await contents(target.url);
    await expect(
      restoreBackup({ url: target.url, file: odd, uploadsDir: targetUploads, force: true }),
    ).rejects.toThrow('The backup holds a table this schema does not have: public.users; drop table files.');
    expect(await contents(target.url)).toEqual(before);
  });

  it('and a restore that fails half-way leaves the target as it was', async () => {
    // Whole by its checksums, but a table's rows do not load (a made-up archive with bad rows).
    const broken = await rewritten('broken.sabora', (manifest) => manifest, {
      'db/public.homework_submissions.copy': Buffer.from('not\ta\trow\n'),
    });
    const before = await contents(target.url);
    await expect(
      restoreBackup({ url: target.url, file: broken, uploadsDir: targetUploads, force: true }),
    ).rejects.toThrow();
    expect(await contents(target.url)).toEqual(before);
  });
});

it('an older backup comes back and the newer migrations follow', async () => {
  // A school whose schema stopped one migration short of this Sabora's.
  const admin = inject('postgresUrl');
  const name = `sabora_t_old_${process.pid}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const oldUrl = databaseUrl(admin, name);
  const older = migrationsInCode().at(-2)!;
  const client = new pg.Client({ connectionString: oldUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await createSchemaUpTo(client, older);
    for (const m of migrationsInCode().filter((m) => m.idx <= older.idx)) {
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        m.tag,
        m.when,
      ]);
    }
    await client.query(
      `insert into users (email, password_hash, role, first_name, last_name) values ('old@school.test', 'hash', 'admin', 'Old', 'School')`,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  const oldArchive = path.join(work, 'old.sabora');
  try {
    const { t } = suite;
    await writeBackup({
      url: oldUrl,
      storage: t.storage,
      storageKind: 'disk',
      version: 'old',
      out: oldArchive,
    });
    expect((await verifiedManifest(oldArchive)).schema.tag).toBe(older.tag);
    await restoreBackup({ url: target.url, file: oldArchive, uploadsDir: targetUploads, force: true });
    await target.migrate();
    const restored = await contents(target.url);
    expect(restored.users).toMatchObject([{ email: 'old@school.test', password_hash: 'hash' }]);
    const probe = new pg.Client({ connectionString: target.url });
    await probe.connect();
    const { rows } = await probe.query(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    await probe.end();
    expect(rows[0].last).toBe(String(migrationsInCode().at(-1)!.when));
  } finally {
    await dropDatabase(admin, name);
  }
});
