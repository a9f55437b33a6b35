import pg from 'pg';
import { afterAll, expect, inject, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { openPostgres } from './client.js';

const t = await createTestApp();
afterAll(() => t.close());

const backendPids = async () => {
  // Two at once: the pool opens two connections.
  const both = await Promise.all(
    [1, 2].map(
      async () =>
        (
          (await t.database.executeSql('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')) as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid,
    ),
  );
  return new Set(both);
};

it('survives the server ending an idle connection, and the next queries get new ones', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const before = await backendPids();
  expect(before.size).toBe(2);
  // One connection ends the other (idle in the pool), as a restart or an idle timeout would:
  // without a listener for the pool's 'error' event this ended the whole process. Only that one:
  // ending the test app's other connections too, the warning awaited below could be another's,
  // and the next query could still be handed the ended one before the pool had heard of it.
  await t.database.executeSql(
    'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid WHERE pid <> pg_backend_pid()',
    [[...before]],
  );
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('closed by the server')));
  const after = await backendPids();
  expect(after.size).toBe(2);
  expect([...after].filter((pid) => before.has(pid)).length).toBeLessThan(2);
  warn.mockRestore();
});

it('has ended its connections, not only asked them to end, when close() returns', async () => {
  // The pool's connections, as it opens them.
  const clients: pg.Client[] = [];
  const connect = pg.Client.prototype.connect;
  const opening = vi.spyOn(pg.Client.prototype, 'connect').mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof connect>
  ) {
    clients.push(this);
    return connect.apply(this, args);
  } as typeof connect);
  const database = openPostgres(inject('postgresUrl'));
  try {
    await Promise.all(
      [1, 2, 3, 4, 5].map(() => database.executeSql('SELECT pg_sleep(0.05), $1::int AS n', [1])),
    );
  } finally {
    opening.mockRestore();
  }
  const ended = new Set<pg.Client>();
  for (const client of clients) client.once('end', () => ended.add(client));
  await database.close();
  expect(clients.length).toBeGreaterThan(1);
  // pg-pool's end() resolves once it has asked them: a server stopped then terminated them.
  expect(ended.size).toBe(clients.length);
});
