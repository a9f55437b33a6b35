import type { StaffSubmissionsQuery } from '@sabora/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { students, subjects, type UserRow, users } from '../../db/schema/index.js';
import { totalOf, totalRows } from '../../lib/paging.js';
import { isAnyOf, PLANNED_EACH_RUN, preparedOnce } from '../../lib/prepared.js';
import type { GradingConfig } from './grading-config.js';
import { type Shape, type StaffListShape, staffStatementPrefix } from './staff-list-shape.js';

/**
 * The most index entries a page read item by item may walk (items × (offset + limit)): a teacher's
 * 16 items at 10 a page stay under it to page 12.
 */
const PAGE_BY_ITEM_MAX_ENTRIES = 2_000;

/**
 * The staff list of handed-in work (`status` any but `missing`) of one kind: newest first, over the
 * caller's scope, subject filter, status and search.
 */
export function staffSubmittedList(
  cfg: GradingConfig,
  { shapeOf, shapeName, valuesOf, listConditions, keptPerDb }: StaffListShape,
) {
  const s = cfg.table;
  const item = cfg.items;
  const countsOf = keptPerDb<number>();
  /** The items of a caller's scope and subject filter (per user): kept like the counts, until a write. */
  const scopesOf = keptPerDb<string[]>();

  /** The submissions of the subjects the caller grades; a status filter other than `missing` narrows them. */
  function submittedQueries(db: Db, shape: Shape) {
    const name = shapeName('submitted', shape);
    // Built once per database and shape; the count only when a page needs it.
    return preparedOnce(db, `${name}_built`, () => {
      const where = and(
        ...listConditions(db, shape),
        cfg.submitted,
        shape.status === 'one' ? sql`${s.status} = ${sql.placeholder('status')}` : undefined,
        shape.status === 'none' ? sql`false` : undefined,
      );
      const joined = <T extends PgSelect>(qb: T) =>
        qb
          .innerJoin(item, eq(item.id, cfg.itemColumn))
          .innerJoin(subjects, eq(subjects.id, item.subjectId))
          .innerJoin(students, eq(students.id, s.studentId))
          .innerJoin(users, eq(users.id, students.userId))
          .where(where)
          .$dynamic();
      return {
        page: joined(db.select({ id: s.id, total: totalRows }).from(s.id.table).$dynamic())
          .orderBy(desc(s.submittedAt), desc(s.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
        count: () =>
          preparedOnce(db, `${name}_count`, () =>
            joined(db.select({ n: count() }).from(s.id.table).$dynamic()).prepare(`${name}_count`),
          ),
      };
    });
  }

  /** The items of the caller's scope and subject filter: a teacher's few, or every item. */
  function scopedItems(db: Db, shape: Shape) {
    const name = `${staffStatementPrefix(cfg)}items_${shape.role}_${Number(shape.subject)}`;
    return preparedOnce(db, name, () =>
      db
        .select({ id: item.id })
        .from(item)
        .innerJoin(subjects, eq(subjects.id, item.subjectId))
        .where(and(...listConditions(db, { ...shape, search: false })))
        .prepare(name),
    );
  }

  /**
   * The submitted list without a search, over the items of the caller's scope given as values:
   * built once per shape, but planned on each run (`PLANNED_EACH_RUN`) with this caller's items in
   * hand, so a teacher's 6 submissions in a school of 100,000 are read by the item index.
   */
  function byItemQueries(db: Db, shape: Shape) {
    const name = shapeName('by_items', shape);
    // Built once per database and shape, not on every page read.
    return preparedOnce(db, name, () => {
      const where = and(
        isAnyOf(cfg.itemColumn, 'items', { planWithValues: true }),
        cfg.submitted,
        shape.status === 'one' ? sql`${s.status} = ${sql.placeholder('status')}` : undefined,
      );
      return {
        page: db
          .select({ id: s.id })
          .from(s.id.table)
          .where(where)
          .orderBy(desc(s.submittedAt), desc(s.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(PLANNED_EACH_RUN),
        count: db.select({ n: count() }).from(s.id.table).where(where).prepare(PLANNED_EACH_RUN),
      };
    });
  }

  async function listSubmitted(ctx: AppContext, user: UserRow, query: StaffSubmissionsQuery) {
    const shape = shapeOf(user, query);
    const values = valuesOf(user, query);
    if (shape.search) return listSearched(ctx, shape, values, query.page);
    // No search: the submissions are read by the caller's items (`pageByItem`), and the total is kept.
    const scope = await scopesOf(ctx).get(`${user.id}:${query.subject ?? ''}`, async () =>
      (await scopedItems(ctx.db, shape).execute(values)).map((i) => i.id),
    );
    if (scope.length === 0 || shape.status === 'none') return { data: [], totalCount: 0 };
    const queries = byItemQueries(ctx.db, shape);
    const key = `${shapeName('submitted', shape)}:${user.id}:${query.subject ?? ''}:${query.status ?? ''}`;
    const presentPage = pageByItem(shape, scope.length, values);
    const [data, totalCount] = await Promise.all([
      presentPage
        ? presentPage(ctx, { items: scope, limit: values.limit, offset: values.offset })
        : queries.page.execute({ ...values, items: scope }).then((rows) => presentStaff(ctx, rows)),
      countsOf(ctx).get(key, async () => {
        const [total] = await queries.count.execute({ ...values, items: scope });
        return total?.n ?? 0;
      }),
    ]);
    return { data, totalCount };
  }

  /**
   * `presentPage` when a page is read item by item, ids and replies in one statement: without
   * a status filter (a rare status would walk an item's every entry), and while each item's newest
   * `offset + limit` entries stay few. Past that — an admin over every item of a large school, a
   * deep page — the ids are read by `byItemQueries`, one scan of the time index planned with the
   * caller's items, then presented.
   */
  function pageByItem(shape: Shape, items: number, values: { limit: number; offset: number }) {
    const few = items * (values.offset + values.limit) <= PAGE_BY_ITEM_MAX_ENTRIES;
    return shape.status === 'any' && few ? cfg.presentPage : undefined;
  }

  /** A search matches student names, item titles and subject names: one query joins them all. */
  async function listSearched(
    ctx: AppContext,
    shape: Shape,
    values: ReturnType<typeof valuesOf>,
    page: number,
  ) {
    const queries = submittedQueries(ctx.db, shape);
    const rows = await queries.page.execute(values);
    const totalCount = await totalOf(rows, page, () => queries.count().execute(values));
    return { data: await presentStaff(ctx, rows), totalCount };
  }

  async function presentStaff(ctx: AppContext, rows: { id: unknown }[]) {
    return cfg.present(
      ctx,
      rows.map((r) => r.id as string),
    );
  }

  return { listSubmitted, presentStaff };
}
