import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { killCommands, runCommand } from '../../test/command.js';
import { type DbProxy, startDbProxy } from '../../test/db-proxy.js';
import { adminQuery, databaseUrl, dropDatabase } from '../../test/postgres-admin.js';
import { tempDir } from '../../test/temp-dirs.js';
import { refuseWhileServed } from './restore-backup.js';

/**
 * The backup command as an operator meets it: a restore into a database a Sabora still serves is
 * refused, and a backup stopped part-way (Ctrl-C) leaves nothing behind (docs/operations.md,
 * "Backups").
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `npm run backup` / `restore` as scripts/backup.mjs runs it, from the sources. */
const command = (args: string[], env: Record<string, string>) =>
  runCommand('src/backup/cli.ts', args, { LOG_LEVEL: 'silent', ...env });
afterAll(killCommands);

it('refuses to restore into a database a Sabora is serving, and not into one nobody serves', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  await expect(refuseWhileServed(t.database.url)).rejects.toThrow(
    /^Sabora is running on this database \(\d+ connections?\): stop every Sabora server, then restore\.$/,
  );
  const server = inject('postgresUrl');
  const name = `sabora_t_unserved_${process.pid}`;
  await adminQuery(server, `CREATE DATABASE ${name}`);
  try {
    await expect(refuseWhileServed(databaseUrl(server, name))).resolves.toBeUndefined();
  } finally {
    await dropDatabase(server, name);
  }

  // And the command says so, touching nothing.
  const restore = command(['restore', path.join(tempDir('sabora-cli-'), 'any.sabora')], {
    DATA_DIR: tempDir('sabora-cli-data-'),
    DATABASE_URL: t.database.url,
  });
  expect(await restore.exited).toBe(1);
  expect(restore.output()).toMatch(/Sabora is running on this database/);
}, 60_000);

let proxy: DbProxy;
afterAll(() => proxy?.close());

it('stopped part-way (Ctrl-C), a backup removes what it had begun to write', async () => {
  // The database stalls, so the backup is caught in the middle of reading its snapshot.
  proxy = await startDbProxy(t.database.url);
  proxy.stall();
  const scratch = tempDir('sabora-cli-tmp-');
  const out = path.join(tempDir('sabora-cli-out-'), 'school.sabora');
  const backup = command(['backup', '--out', out], {
    DATA_DIR: tempDir('sabora-cli-data-'),
    DATABASE_URL: proxy.via(t.database.url),
    TMPDIR: scratch,
  });
  const begun = () => readdirSync(scratch).filter((name) => name.startsWith('sabora-backup-'));
  for (const until = Date.now() + 30_000; begun().length === 0 && Date.now() < until; ) await sleep(50);
  expect(begun()).toHaveLength(1);
  backup.child.kill('SIGINT');
  expect(await backup.exited).toBe(130);
  expect(backup.output()).toContain('Stopped: nothing was written.');
  expect(begun()).toEqual([]);
  expect(readdirSync(path.dirname(out))).toEqual([]);
}, 60_000);
