import type pg from 'pg';

/** The schemas a backup holds: the school's tables, and drizzle's record of the migrations run. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle'];

/**
 * Tables left out: the scheduled backups' own record, which would hold the run writing the archive
 * as still running, and names archives on the disk of the server that made them; a restored school
 * starts its record afresh.
 */
export const NOT_BACKED_UP = ['public.backup_runs'];

/**
 * Every table of the backed-up schemas, each after the tables its foreign keys point to, so a
 * restore loads them in this order with the keys checked as it goes. (A key from a table to itself
 * is left to the rows' order; no table of ours has one.)
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
      order by 1`,
    [BACKED_UP_SCHEMAS],
  );
  const { rows: keys } = await client.query<{ from: string; to: string }>(
    `select format('%I.%I', fn.nspname, f.relname) as from, format('%I.%I', tn.nspname, t.relname) as to
       from pg_constraint k
       join pg_class f on f.oid = k.conrelid join pg_namespace fn on fn.oid = f.relnamespace
       join pg_class t on t.oid = k.confrelid join pg_namespace tn on tn.oid = t.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const needs = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const key of keys) needs.get(key.from)?.add(key.to);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < needs.size) {
    const ready = [...needs].filter(
      ([name, wants]) => !placed.has(name) && [...wants].every((w) => placed.has(w)),
    );
    if (ready.length === 0) throw new Error('The tables’ foreign keys form a cycle: no order loads them.');
    for (const [name] of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}
