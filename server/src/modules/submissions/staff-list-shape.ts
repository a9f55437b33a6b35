import type { StaffSubmissionsQuery } from '@sabora/contract';
import { eq, getTableName, ilike, or, type SQL, sql } from 'drizzle-orm';
import { staffSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  studentSubjects,
  students,
  subjects,
  subjectTeachers,
  type UserRow,
  users,
} from '../../db/schema/index.js';
import { KeptReads } from '../../lib/kept-reads.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { GradingConfig } from './grading-config.js';

/**
 * The staff lists are prepared statements (docs/performance.md): planning the missing-work query took
 * PostgreSQL 5.8 ms against 0.3 ms to run it. A list's SQL depends only on its shape — the
 * caller's role, and whether a subject, a search and a status are given — so each shape is
 * prepared once per database and the values are placeholders.
 */
export type Shape = {
  role: 'admin' | 'teacher';
  subject: boolean;
  search: boolean;
  status: 'any' | 'one' | 'none';
};

/**
 * The tables the staff lists of a kind read, whose changes forget what they keep. A test reads the
 * lists' prepared statements (named with `staffStatementPrefix`) and finds no other table in them.
 */
export function staffListTables(cfg: Pick<GradingConfig, 'table' | 'items'>): string[] {
  // The submissions table through a column: the kinds' tables differ in their columns' types.
  const read = [cfg.table.id.table, cfg.items, subjects, subjectTeachers, studentSubjects, students, users];
  return read.map(getTableName);
}

/** The start of the names of the staff lists' prepared statements of a kind (lib/prepared.ts). */
export const staffStatementPrefix = (cfg: Pick<GradingConfig, 'kind'>) => `staff_${cfg.kind}_`;

/**
 * What the two staff lists (staff-submitted.ts, staff-missing.ts) share for one kind: the list's
 * shape, its values, the caller's scope and search, and what they keep between requests.
 */
export function staffListShape(cfg: GradingConfig) {
  const item = cfg.items;

  /** What the lists count, kept per database; forgotten on writes to any table the lists read. */
  function keptPerDb<T>() {
    const byDb = new WeakMap<Db, KeptReads<T>>();
    return (ctx: AppContext) => {
      let kept = byDb.get(ctx.db);
      if (!kept) {
        kept = new KeptReads<T>({
          forgetOn: { watchTables: ctx.watchTables, tables: staffListTables(cfg) },
        });
        byDb.set(ctx.db, kept);
      }
      return kept;
    };
  }
  function shapeOf(user: UserRow, query: StaffSubmissionsQuery): Shape {
    return {
      role: user.role === 'admin' ? 'admin' : 'teacher',
      subject: Boolean(query.subject),
      search: Boolean(query.search),
      status: !query.status ? 'any' : cfg.statuses.includes(query.status) ? 'one' : 'none',
    };
  }
  const shapeName = (list: string, shape: Shape) =>
    `${staffStatementPrefix(cfg)}${list}_${shape.role}_${Number(shape.subject)}${Number(shape.search)}_${shape.status}`;
  function valuesOf(user: UserRow, query: StaffSubmissionsQuery) {
    return {
      userId: user.id,
      subject: query.subject,
      pattern: query.search ? likePattern(query.search) : undefined,
      status: query.status,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
  }

  /** Scope (teachers their subjects, admins all), subject filter and text search. */
  function listConditions(db: Db, shape: Shape) {
    const conditions: (SQL | undefined)[] = [staffSubjects(db, shape.role, sql.placeholder('userId'))];
    if (shape.subject) conditions.push(eq(subjects.id, sql.placeholder('subject')));
    if (shape.search) {
      const pattern = sql.placeholder('pattern');
      conditions.push(
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(item.title, pattern),
          ilike(subjects.name, pattern),
        ),
      );
    }
    return conditions;
  }

  return { shapeOf, shapeName, valuesOf, listConditions, keptPerDb };
}

export type StaffListShape = ReturnType<typeof staffListShape>;
