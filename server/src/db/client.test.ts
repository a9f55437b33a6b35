import { afterAll, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.js';

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
  // without a listener for the pool's 'error' event this ended the whole process.
  await t.database.executeSql(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('closed by the server')));
  const after = await backendPids();
  expect(after.size).toBe(2);
  expect([...after].filter((pid) => before.has(pid)).length).toBeLessThan(2);
  warn.mockRestore();
});
