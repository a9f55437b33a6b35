import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database under `name`: drizzle builds its SQL once,
 * and PostgreSQL parses it once per connection and plans it once (its generic plan after five
 * runs, kept when no custom plan looked cheaper: see `isAnyOf`; pg_prepared_statements counts
 * both). For the reads every page makes — rows by id, the files, students and items of a page —
 * building and planning cost more than running them. Values reach it as placeholders; a list of
 * ids as one array (`isAnyOf`), so ten ids and eleven share the statement.
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

/**
 * `column = any((select $placeholder::uuid[])::uuid[])`: a prepared statement's list of ids, given as one
 * array, behind a sub-select the planner does not look through. Seen as a value, the array made
 * PostgreSQL's custom plans (a page of 6 ids) look cheaper than the generic plan (costed for 10),
 * so it planned the statement again on every run — 0.8 ms of a 1.3 ms page. Hidden,
 * every plan costs the same, the generic one wins after five runs and is kept; the index on the
 * column is used all the same (`id = ANY ((InitPlan 1).col1)`). (The outer cast keeps PostgreSQL
 * from reading `any((select …))` as `any (subquery)`, which compares with each row instead.)
 *
 * `planWithValues` writes the plain `= any($placeholder::uuid[])` for a statement sent with
 * PLANNED_EACH_RUN, whose plan should follow how many rows the ids match.
 */
export const isAnyOf = (column: AnyColumn, placeholder: string, options?: { planWithValues: true }): SQL =>
  options?.planWithValues
    ? sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`
    : sql`${column} = any((select ${sql.placeholder(placeholder)}::uuid[])::uuid[])`;

/** What has been prepared for `db` so far, by name: for tests that read the statements' SQL. */
export function preparedFor(db: Db): ReadonlyMap<string, unknown> {
  return byDb.get(db) ?? new Map();
}
