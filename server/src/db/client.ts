import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { noteDatabaseAddress } from '../lib/pg-errors.js';
import { LOCKS, withSessionLock } from './advisory-lock.js';
import { ensureDatabase, startEmbeddedServer } from './embedded-server.js';
import { listenOn } from './listen.js';
import { lockDataDir } from './lock.js';
import * as schema from './schema/index.js';
import { TableChanges } from './table-changes.js';
import { WriteWatch } from './write-watch.js';

/**
 * The name a running Sabora's connections carry (PostgreSQL's `application_name`): a restore into
 * a `DATABASE_URL` database refuses while connections of this name are open (backup/restore-backup.ts).
 */
export const APPLICATION_NAME = 'sabora';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** Where it is (for what opens a connection of its own: a backup, a restore). */
  url: string;
  /** For requests: a statement waits at most `requestWaitMs` (openPostgres). */
  db: Db;
  /** For start-up, jobs and maintenance: the same database, never cut short. */
  workDb: Db;
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
  /** Each pool's connections now: open, idle, and callers waiting for one (for the metrics). */
  poolStats(): Record<'requests' | 'work', { total: number; idle: number; waiting: number }>;
  /** The embedded server's process ending by itself, with how (main.ts exits then); unset for DATABASE_URL. */
  serverDied?: Promise<string>;
}

/** The part of a `pg` query result that raw-SQL callers read. */
export interface RawResult {
  rows: Record<string, unknown>[];
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** How much longer than the server's own statement timeout the driver waits before giving up. */
const QUERY_BACKSTOP_MS = 500;

/** How long a request waits on the database (docs/operations.md, "When the database fails"). */
export interface DatabaseWaits {
  /**
   * The longest a request waits for a connection (a busy pool, or a server that does not answer)
   * and for one statement's reply; past it the request is answered 503. Unset: no limit.
   */
  requestWaitMs?: number;
}

const statsOf = (pool: pg.Pool) => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** A pool whose connections are waited for when closing (see `close` below). */
function openPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  // An idle connection the server ends (a restart, the embedded server stopping, an idle timeout)
  // is an 'error' on the pool, which drops that connection and opens a new one for the next query.
  // Without a listener Node would end the whole process for it (seen in the exam-rush bench).
  pool.on('error', (error) => console.warn(`database connection closed by the server: ${error.message}`));
  // pool.end() resolves once it has asked its connections to end, not once they have: closing
  // waits for them too, so the embedded server is never stopped under a connection still ending
  // (which it would terminate, each with a warning above).
  const ended = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    // A connection in use when the server goes (a restart, a crash, "terminating connection") gets
    // the error itself; without a listener it would end the whole process. Its query, if one
    // runs, fails with it, and the pool drops the connection when it comes back.
    client.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const end = new Promise<void>((resolve) => client.once('end', resolve));
    ended.add(end);
    void end.then(() => ended.delete(end));
  });
  return {
    pool,
    close: async () => {
      const ending = [...ended];
      await pool.end();
      await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}

/**
 * A real PostgreSQL server through two pools: the requests' (10 connections, each wait bounded
 * by `requestWaitMs`) and the patient one of start-up, jobs and maintenance (3 connections, no
 * limit on a statement: a whole-school check may take longer than a request should wait).
 */
export function openPostgres(url: string, { requestWaitMs }: DatabaseWaits = {}): Database {
  noteDatabaseAddress(url);
  const requests = openPool({
    connectionString: url,
    application_name: APPLICATION_NAME,
    max: 10,
    keepAlive: true,
    ...(requestWaitMs && {
      connectionTimeoutMillis: requestWaitMs,
      // The server ends a statement, a lock wait or an abandoned transaction itself, so the
      // connection comes back clean; the driver's own clock is the backstop for a server that
      // does not answer at all.
      statement_timeout: requestWaitMs,
      lock_timeout: requestWaitMs,
      idle_in_transaction_session_timeout: 10 * requestWaitMs,
      query_timeout: requestWaitMs + QUERY_BACKSTOP_MS,
    }),
  });
  // A connection given back while the driver still waits for a statement it gave up on (the
  // backstop fired inside a transaction, whose ROLLBACK then never went out) may hold an open
  // transaction on the server: it is closed, never reused.
  requests.pool.on('release', (error, client) => {
    if (!error && (client as unknown as { _getActiveQuery?(): unknown })._getActiveQuery?.()) {
      void client.end().catch(() => {});
    }
  });
  const work = openPool({
    connectionString: url,
    application_name: APPLICATION_NAME,
    max: 3,
    keepAlive: true,
  });
  // One watch of this process's writes for both (db/table-changes.ts).
  const writes = new WriteWatch();
  const db = drizzlePg(requests.pool, { schema, logger: writes });
  const workDb = drizzlePg(work.pool, { schema, logger: writes });
  const changes = new TableChanges(writes, (channel, handlers) =>
    listenOn(url, APPLICATION_NAME, channel, handlers),
  );
  return {
    url,
    db,
    workDb,
    kind: 'postgres',
    // Several processes started together (an upgrade behind a load balancer) migrate in turn: the
    // later ones find every migration applied.
    migrate: async () => {
      await withSessionLock(url, LOCKS.migrations, { wait: true }, () =>
        migratePg(workDb, { migrationsFolder }),
      );
    },
    close: async () => {
      await changes.close();
      await Promise.all([requests.close(), work.close()]);
    },
    executeSql: (text, values) => work.pool.query(text, values),
    changes,
    poolStats: () => ({ requests: statsOf(requests.pool), work: statsOf(work.pool) }),
  };
}

/**
 * The embedded PostgreSQL: a server process of our own with its cluster in DATA_DIR/db (see
 * embedded-server.ts), reached through the same pool as DATABASE_URL. DATA_DIR is locked against
 * a second Sabora process; closing stops the server.
 */
export async function openEmbedded(dataDir: string, waits: DatabaseWaits = {}): Promise<Database> {
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
    const database = openPostgres(server.url('sabora'), waits);
    return {
      ...database,
      kind: 'embedded',
      serverDied: server.died,
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

export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  databaseWaitMs?: number;
}): Promise<Database> {
  const waits = { requestWaitMs: config.databaseWaitMs };
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, waits))
    : openEmbedded(config.dataDir, waits);
}
