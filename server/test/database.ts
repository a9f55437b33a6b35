import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, type DatabaseWaits, openPostgres } from '../src/db/client.js';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin.js';

/** A test's database, with its address: another "process" can open it too (openPostgres). */
export type TestDatabase = Database & { url: string };

/**
 * A migrated, empty database of its own for one test file: a copy of the run's template; reached
 * through `through` (a proxy, test/db-proxy.ts) and with request waits when given.
 */
export async function freshDatabase(
  options: { through?: (url: string) => string } & DatabaseWaits = {},
): Promise<TestDatabase> {
  const url = inject('postgresUrl');
  const name = `sabora_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const address = databaseUrl(url, name);
  const database = openPostgres(options.through?.(address) ?? address, options);
  return {
    ...database,
    url: address,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
