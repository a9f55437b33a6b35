import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ensureDatabase, startEmbeddedServer } from './embedded-server.js';
import { listenOn } from './listen.js';
import { lockDataDir } from './lock.js';
import * as schema from './schema/index.js';
import { TableChanges } from './table-changes.js';
import { WriteWatch } from './write-watch.js';

export type Db = NodePgDatabase<typeof schema>;
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
  /** Tells what keeps reads in memory when the tables they were read from change (db/table-changes.ts). */
  changes: TableChanges;
}

/** The part of a `pg` query result that raw-SQL callers read. */
export interface RawResult {
  rows: Record<string, unknown>[];
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** A real PostgreSQL server through a pool. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, the embedded server stopping, an idle timeout)
  // is an 'error' on the pool, which drops that connection and opens a new one for the next query.
  // Without a listener Node would end the whole process for it (seen in the exam-rush bench).
  pool.on('error', (error) => console.warn(`database connection closed by the server: ${error.message}`));
  // pool.end() resolves once it has asked its connections to end, not once they have: closing
  // waits for them too, so the embedded server is never stopped under a connection still ending
  // (which it would terminate, each with a warning above).
  const ended = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const end = new Promise<void>((resolve) => client.once('end', resolve));
    ended.add(end);
    void end.then(() => ended.delete(end));
  });
  const writes = new WriteWatch();
  const db = drizzlePg(pool, { schema, logger: writes });
  const changes = new TableChanges(writes, (channel, handlers) => listenOn(url, channel, handlers));
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await changes.close();
      const ending = [...ended];
      await pool.end();
      await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
    executeSql: (text, values) => pool.query(text, values),
    changes,
  };
}

/**
 * The embedded PostgreSQL: a server process of our own with its cluster in DATA_DIR/db (see
 * embedded-server.ts), reached through the same pool as DATABASE_URL. DATA_DIR is locked against
 * a second Sabora process; closing stops the server.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const server = await startEmbeddedServer({ dir: path.join(dataDir, 'db') });
    try {
      await ensureDatabase(server, 'sabora');
    } catch (error) {
      await server.stop();
      throw error;
    }
    const database = openPostgres(server.url('sabora'));
    return {
      ...database,
      kind: 'embedded',
      close: async () => {
        try {
          await database.close();
          await server.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openEmbedded(config.dataDir);
}
