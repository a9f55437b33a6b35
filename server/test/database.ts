import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, fromPglite, openPostgres } from '../src/db/client.js';
import { adminQuery, dropDatabase } from './postgres-admin.js';

/** A migrated, empty database of its own for one test file. */
export async function freshDatabase(): Promise<Database> {
  if (process.env.SABORA_TEST_DB === 'postgres') return freshPostgres(process.env.TEST_DATABASE_URL!);
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return fromPglite(await PGlite.create({ loadDataDir: new Blob([snapshot]) }));
}

async function freshPostgres(url: string): Promise<Database> {
  const name = `sabora_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
