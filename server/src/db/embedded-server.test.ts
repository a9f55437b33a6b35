import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { tempDir } from '../../test/temp-dirs.js';
import { EmbeddedServerError, startEmbeddedServer } from './embedded-server.js';

const clusterDir = () => path.join(tempDir('sabora-embedded-'), 'db');

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

it('keeps its data across a restart and takes over from a server whose owner was killed', async () => {
  const dir = clusterDir();
  const first = await startEmbeddedServer({ dir });
  await query(first.url('postgres'), 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$é$$)');
  // The owner "dies" without stopping it (kill -9 of node): the server is still running.
  const orphanPid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  const second = await startEmbeddedServer({ dir });
  try {
    expect(() => process.kill(orphanPid, 0)).toThrow(); // the orphan was shut down
    expect(await query(second.url('postgres'), 'SELECT v, upper(v) AS up FROM kept')).toEqual([
      { v: 'é', up: 'É' },
    ]);
  } finally {
    await second.stop();
    await first.stop();
  }

  // A pid file left by a crash, naming a process that no longer runs, does not block a start.
  writeFileSync(path.join(dir, 'postmaster.pid'), `${orphanPid}\n${dir}\n`);
  const third = await startEmbeddedServer({ dir });
  await expect(query(third.url('postgres'), 'SELECT count(*)::int AS n FROM kept')).resolves.toEqual([
    { n: 1 },
  ]);
  await third.stop();
}, 90_000);

it('refuses a cluster of another PostgreSQL version (an earlier embedded database) and leaves it alone', async () => {
  const dir = clusterDir();
  const first = await startEmbeddedServer({ dir });
  await first.stop();
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  const refused = startEmbeddedServer({ dir });
  await expect(refused).rejects.toThrow(EmbeddedServerError);
  await expect(startEmbeddedServer({ dir })).rejects.toThrow(
    /holds a PostgreSQL 17 database .* Its data is not carried over: move the folder away, or set DATA_DIR to a new folder\./,
  );
  expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
}, 60_000);
