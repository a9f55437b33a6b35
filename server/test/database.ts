import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../src/db/client.js';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin.js';

/** A test's database, with its address: another "process" can open it too (openPostgres). */
export type TestDatabase = Database & { url: string };

/** A migrated, empty database of its own for one test file: a copy of the run's template. */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = inject('postgresUrl');
  const name = `sabora_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const address = databaseUrl(url, name);
  const database = openPostgres(address);
  return {
    ...database,
    url: address,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
