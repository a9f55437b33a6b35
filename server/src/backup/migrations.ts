import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../db/client.js';

/** A migration as drizzle-kit's journal lists it; `when` is what the database records. */
export interface Migration {
  idx: number;
  tag: string;
  when: number;
}

/** Every migration this version of Sabora has, in order. */
export function migrationsInCode(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/** The last migration applied to the database behind `client` (none on an empty one). */
export async function lastApplied(client: pg.ClientBase): Promise<Migration | undefined> {
  const { rows } = await client.query<{ when: string | null }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then null
       else (select max(created_at)::text from drizzle.__drizzle_migrations) end as when`,
  );
  const when = rows[0]?.when;
  return when ? migrationsInCode().find((m) => String(m.when) === when) : undefined;
}

/**
 * Creates the schema as the migrations up to `last` (inclusive) leave it, statement by statement,
 * in the caller's transaction. Drizzle's own record of them comes with the restored data.
 */
export async function createSchemaUpTo(client: pg.ClientBase, last: Migration) {
  for (const migration of migrationsInCode().filter((m) => m.idx <= last.idx)) {
    const text = readFileSync(path.join(migrationsFolder, `${migration.tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await client.query(statement);
    }
  }
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    'CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
}
