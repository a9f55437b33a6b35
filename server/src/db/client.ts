import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import * as schema from './schema/index.js';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs raw SQL the way `pg` does (several statements when there are no values), for libraries
   * that bring their own SQL: the job queue (jobs/queue.ts). Not for application queries.
   */
  executeSql(text: string, values?: unknown[]): Promise<RawResult | RawResult[]>;
}

/** The part of a `pg` query result that raw-SQL callers read. */
export interface RawResult {
  rows: Record<string, unknown>[];
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** A real PostgreSQL server through a pool. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  };
}

/** The embedded PostgreSQL (PGlite) in DATA_DIR/db, locked against a second process. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    return fromPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Wraps an open PGlite (tests load one from a migrated snapshot). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      onClose();
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values) as Promise<RawResult>;
      // Without values, `pg` runs every statement of the text and answers one result per statement.
      const results = (await client.exec(text)) as RawResult[];
      return results.length === 1 ? results[0]! : results;
    },
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openEmbedded(config.dataDir);
}
