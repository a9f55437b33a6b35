import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Runs one statement on the server of `url` with a short-lived connection of its own. */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = '55006';

/**
 * Drops a test database once our own connections are closed. A plain DROP, not WITH (FORCE): an
 * autovacuum worker busy in the fresh copy would make FORCE fail for a role that may not signal
 * it ("must be a member of the role whose process is being terminated"), while a plain DROP asks
 * autovacuum to leave. Anything else still connected gets a few short waits.
 */
export async function dropDatabase(url: string, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 10) throw error;
      await sleep(200 * attempt);
    }
  }
}

/** `url` pointed at the database `name` (a socket URL keeps its `host` parameter). */
export function databaseUrl(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
