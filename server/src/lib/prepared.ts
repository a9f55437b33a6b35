import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database under `name` (issue 14): drizzle builds its SQL once,
 * and PostgreSQL parses it once per connection and plans it once (its generic plan after five
 * runs). For the reads every page makes — rows by id, the files, students and items of a page —
 * building and planning cost more than running them. Values reach it as placeholders; a list of
 * ids as one array (`= any($ids::uuid[])`), so ten ids and eleven share the statement.
 *
 * Only for statements whose best plan does not depend on the values: a read whose plan should
 * follow how many rows a value matches (a teacher's few items among many) stays unprepared.
 */
export function preparedOnce<Q>(db: Db, name: string, make: (name: string) => Q): Q {
  let named = byDb.get(db);
  if (!named) {
    named = new Map();
    byDb.set(db, named);
  }
  if (!named.has(name)) named.set(name, make(name));
  return named.get(name) as Q;
}

/**
 * The name to prepare a statement under whose plan should follow its values: drizzle still builds
 * its SQL once (kept by `preparedOnce` under a key of its own), but PostgreSQL receives it as an
 * unnamed statement and plans it with the values of each run.
 */
export const PLANNED_EACH_RUN = '';

/** `column = any($placeholder::uuid[])`: a prepared statement's list of ids, given as one array. */
export const isAnyOf = (column: AnyColumn, placeholder: string): SQL =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;
