import {
  type GradingKind,
  parentLinks,
  parseGrade,
  type StaffSubmissionsQuery,
  type System,
  type staffSubmissionItemSchemas,
  totalPagesOf,
} from '@sabora/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableName,
  ilike,
  inArray,
  lt,
  max,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { mayReadWork, parentsOfStudents, staffSubjects, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  type examSubmissionFiles,
  type exams,
  type FileRow,
  files,
  gradeHistory,
  type homeworkSubmissionFiles,
  type homeworks,
  type quizAttemptFiles,
  type quizzes,
  studentSubjects,
  students,
  subjects,
  subjectTeachers,
  type UserRow,
  users,
} from '../../db/schema/index.js';
import { word } from '../../lib/i18n/messages.js';
import { isUuid } from '../../lib/ids.js';
import { KeptCounts } from '../../lib/kept-counts.js';
import { likePattern } from '../../lib/like-pattern.js';
import { totalOf, totalRows } from '../../lib/paging.js';
import { isAnyOf, PLANNED_EACH_RUN, preparedOnce } from '../../lib/prepared.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import { recordAudit } from '../audit/index.js';
import { mailEach, notify } from '../notifications/index.js';
import type { StaffPage } from './present.js';
import { studentRefs } from './students.js';

export type StaffItem = z.infer<(typeof staffSubmissionItemSchemas)[GradingKind]>;

const FEEDBACK_MAX = 5000;

/**
 * The most index entries a page read item by item may walk (items × (offset + limit)): a teacher's
 * 16 items at 10 a page stay under it to page 12 (issue 14).
 */
const PAGE_BY_ITEM_MAX_ENTRIES = 2_000;

/**
 * `offset 0` for a sub-query: PostgreSQL then plans it on its own instead of pulling it up into the
 * query around it. Written as SQL, because drizzle leaves out an offset of the number 0.
 */
const KEPT_WHOLE = sql`0` as unknown as number;

/**
 * What differs between homework, exam and quiz grading; the staff list, grading, grade history
 * and correction files below are written once for the three.
 */
export interface GradingConfig {
  kind: GradingKind;
  /** The submissions table (quizzes: the attempts), with the columns grading reads and writes. */
  table: {
    id: PgColumn;
    studentId: PgColumn;
    status: PgColumn;
    grade: PgColumn;
    feedback: PgColumn;
    submittedAt: PgColumn;
  };
  itemColumn: PgColumn;
  items: typeof homeworks | typeof exams | typeof quizzes;
  files: typeof homeworkSubmissionFiles | typeof examSubmissionFiles | typeof quizAttemptFiles;
  /** Which rows are handed-in work (quizzes: submitted attempts, not running ones). */
  submitted: SQL | undefined;
  /** The stored statuses this kind has; a filter on another one matches nothing. */
  statuses: readonly string[];
  /** Writes a grade on one submission (inside the grading transaction). */
  setGrade(
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    id: string,
    values: { grade: number; feedback: string; gradedAt: Date; gradedBy: string },
  ): Promise<unknown>;
  /** Staff replies, with their grade history, for these ids in the order given. */
  present(ctx: AppContext, ids: readonly string[]): Promise<StaffItem[]>;
  /**
   * A page of the submitted list over these items, newest first, ids and replies in one statement
   * (homeworks and exams; quizzes read their replies apart, so they page by id, then `present`).
   */
  presentPage?(ctx: AppContext, page: StaffPage): Promise<StaffItem[]>;
  /** Where the student sees the grade. */
  link: string;
}

/**
 * A past-due item of a missing-work list, with how many of its subject's students handed nothing
 * in, and how many it has.
 */
interface MissingItem {
  itemId: string;
  title: string;
  dueDate: Date;
  subjectId: string;
  subjectName: string;
  subjectSystem: System;
  missing: number;
  enrolled: number;
}
type MissingRow = Omit<MissingItem, 'missing' | 'enrolled'> & { studentId: string };

export function gradingService(cfg: GradingConfig) {
  const s = cfg.table;
  const item = cfg.items;
  const links = cfg.files;

  /**
   * The staff lists are prepared statements (issue 14): planning the missing-work query took
   * PostgreSQL 5.8 ms against 0.3 ms to run it. A list's SQL depends only on its shape — the
   * caller's role, and whether a subject, a search and a status are given — so each shape is
   * prepared once per database and the values are placeholders.
   */
  type Shape = {
    role: 'admin' | 'teacher';
    subject: boolean;
    search: boolean;
    status: 'any' | 'one' | 'none';
  };
  /** What the lists count, kept per database; forgotten on writes to any table the lists read. */
  function keptPerDb<T>() {
    const byDb = new WeakMap<Db, KeptCounts<T>>();
    return (ctx: AppContext) => {
      let kept = byDb.get(ctx.db);
      if (!kept) {
        const read = [s.id.table, item, subjects, subjectTeachers, studentSubjects, students, users];
        kept = new KeptCounts<T>(ctx.watchWrites, read.map(getTableName));
        byDb.set(ctx.db, kept);
      }
      return kept;
    };
  }
  const countsOf = keptPerDb<number>();
  const missingPerItemOf = keptPerDb<MissingItem[]>();
  /** The slices of an item's missing students the pages read: kept like the counts, until a write. */
  const missingSlicesOf = keptPerDb<{ studentId: string }[]>();
  /** The items of a caller's scope and subject filter (per user): kept like the counts, until a write. */
  const scopesOf = keptPerDb<string[]>();
  function shapeOf(user: UserRow, query: StaffSubmissionsQuery): Shape {
    return {
      role: user.role === 'admin' ? 'admin' : 'teacher',
      subject: Boolean(query.subject),
      search: Boolean(query.search),
      status: !query.status ? 'any' : cfg.statuses.includes(query.status) ? 'one' : 'none',
    };
  }
  const shapeName = (list: string, shape: Shape) =>
    `${cfg.kind}_${list}_${shape.role}_${Number(shape.subject)}${Number(shape.search)}_${shape.status}`;
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

  /** Scope (DESIGN §3: teachers their subjects, admins all), subject filter and text search. */
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
    const name = `${cfg.kind}_items_${shape.role}_${Number(shape.subject)}`;
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

  /** What a missing-work row shows of its item and subject. */
  const missingItemColumns = () => ({
    itemId: item.id,
    title: item.title,
    dueDate: item.dueDate,
    subjectId: subjects.id,
    subjectName: subjects.name,
    subjectSystem: subjects.system,
  });

  /**
   * `status=missing`: one row per actively enrolled (active) student and item of the subject whose
   * due date has passed and who handed nothing in. Latest due first, then by student name.
   */
  function missingQueries(db: Db, shape: Shape) {
    const name = shapeName('missing', shape);
    // Built once per database and shape; the count only when a page needs it.
    return preparedOnce(db, `${name}_built`, () => {
      const handedIn = db
        .select({ one: sql`1` })
        .from(s.id.table)
        .where(and(eq(cfg.itemColumn, item.id), eq(s.studentId, students.id), cfg.submitted));
      const where = and(
        ...listConditions(db, shape),
        lt(item.dueDate, sql.placeholder('now')),
        not(exists(handedIn)),
      );
      const joined = <T extends PgSelect>(qb: T) =>
        qb
          .innerJoin(subjects, eq(subjects.id, item.subjectId))
          .innerJoin(
            studentSubjects,
            and(eq(studentSubjects.subjectId, item.subjectId), eq(studentSubjects.isActive, true)),
          )
          .innerJoin(students, and(eq(students.id, studentSubjects.studentId), eq(students.status, 'active')))
          .innerJoin(users, eq(users.id, students.userId))
          .where(where)
          .$dynamic();
      return {
        page: joined(
          db
            .select({ ...missingItemColumns(), studentId: students.id })
            .from(item)
            .$dynamic(),
        )
          .orderBy(
            desc(item.dueDate),
            asc(item.id),
            asc(users.firstName),
            asc(users.lastName),
            asc(students.id),
          )
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
        count: () =>
          preparedOnce(db, `${name}_count`, () =>
            joined(db.select({ n: count() }).from(item).$dynamic()).prepare(`${name}_count`),
          ),
      };
    });
  }

  /**
   * Without a search, the missing list is read item by item (issue 14: at 10,000 students, building
   * every enrolment × past-due item pair to sort out one page took seconds). How many students each
   * past-due item misses is counted once and kept; the page is then read from the one or two items
   * it falls in, each an anti-join of one subject's students sorted by name.
   */
  function pastDueItemsQuery(db: Db, shape: Shape) {
    const name = `${cfg.kind}_past_due_items_${shape.role}_${Number(shape.subject)}`;
    return preparedOnce(db, name, () =>
      db
        .select(missingItemColumns())
        .from(item)
        .innerJoin(subjects, eq(subjects.id, item.subjectId))
        .where(
          and(...listConditions(db, { ...shape, search: false }), lt(item.dueDate, sql.placeholder('now'))),
        )
        .orderBy(desc(item.dueDate), asc(item.id))
        .prepare(name),
    );
  }

  /**
   * How many students each item misses is counted per subject: its active students actively
   * enrolled, less those of them who handed each item in, in one grouped statement. Counted per
   * item as two correlated sub-queries, a subject's enrolments were read again for every item: at
   * 100,000 students, 13 items took 3.7 s (auto_explain). Both are planned with their values
   * (PLANNED_EACH_RUN): they run once per kept count, and the plan for a subject of 100,000
   * students (hash joins) is not the plan for one of 20.
   */
  function subjectCountQueries(db: Db) {
    const enrolledIn = (subject: SQL | PgColumn) =>
      and(
        eq(studentSubjects.subjectId, subject),
        eq(studentSubjects.isActive, true),
        eq(students.id, studentSubjects.studentId),
        eq(students.status, 'active'),
      );
    return preparedOnce(db, `${cfg.kind}_subject_missing_counts`, () => ({
      enrolled: db
        .select({ n: count() })
        .from(studentSubjects)
        .innerJoin(students, enrolledIn(sql`${sql.placeholder('subject')}::uuid`))
        .innerJoin(users, eq(users.id, students.userId))
        .prepare(PLANNED_EACH_RUN),
      // The hand-ins of the subject's enrolled students, the students found first (KEPT_WHOLE):
      // joined pair by pair instead, PostgreSQL took 1.1–1.3 s on three processes at 100,000
      // students; 0.66–0.86 s on one this way.
      handedIn: db
        .select({ itemId: cfg.itemColumn, n: count() })
        .from(s.id.table)
        .where(
          and(
            isAnyOf(cfg.itemColumn, 'items', { planWithValues: true }),
            cfg.submitted,
            inArray(
              s.studentId,
              db
                .select({ id: studentSubjects.studentId })
                .from(studentSubjects)
                .innerJoin(students, enrolledIn(sql`${sql.placeholder('subject')}::uuid`))
                .offset(KEPT_WHOLE),
            ),
          ),
        )
        .groupBy(cfg.itemColumn)
        .prepare(PLANNED_EACH_RUN),
    }));
  }

  /** The past-due items of the caller's scope and subject filter, each with how many students miss it. */
  async function missingPerItem(db: Db, shape: Shape, values: { now: Date } & ReturnType<typeof valuesOf>) {
    const items = await pastDueItemsQuery(db, shape).execute(values);
    const itemsOf = new Map<string, string[]>();
    for (const it of items) itemsOf.set(it.subjectId, [...(itemsOf.get(it.subjectId) ?? []), it.itemId]);
    const queries = subjectCountQueries(db);
    const enrolled = new Map<string, number>();
    const handedIn = new Map<string, number>();
    await Promise.all(
      [...itemsOf].map(async ([subject, ids]) => {
        const [[all], handed] = await Promise.all([
          queries.enrolled.execute({ subject }),
          queries.handedIn.execute({ subject, items: ids }),
        ]);
        enrolled.set(subject, all?.n ?? 0);
        for (const h of handed) handedIn.set(h.itemId as string, h.n);
      }),
    );
    return items.map((it): MissingItem => {
      const all = enrolled.get(it.subjectId) ?? 0;
      return { ...it, enrolled: all, missing: all - (handedIn.get(it.itemId) ?? 0) };
    });
  }

  /**
   * One item's students who handed nothing in, by name: a slice of them. Two statements, chosen by
   * the kept counts:
   * - `walk`, when a quarter or more of the subject's students miss the item: its students in name
   *   order (users_name_idx), stopping at the slice. Planned with its values, so for a subject that
   *   is a small part of the school PostgreSQL reads the subject's enrolments instead. At 100,000
   *   students a page inside such an item went from 100–150 ms (sorting them all) to 5–11 ms.
   * - `sets`, when most handed it in: the subject's students less the item's hand-ins, then only
   *   those few joined to their names and sorted. PostgreSQL cannot know the hand-ins follow the
   *   enrolments and plans the walk there too, which then passes nearly every student of the
   *   subject to find the few (1 s at 100,000, against ~0.1 s this way).
   */
  function missingStudentsQueries(db: Db) {
    // Built once per database with the statements, not on every page read.
    return preparedOnce(db, `${cfg.kind}_missing_students`, () => {
      const handedIn = (student: PgColumn) =>
        db
          .select({ one: sql`1` })
          .from(s.id.table)
          .where(and(eq(cfg.itemColumn, sql.placeholder('item')), eq(s.studentId, student), cfg.submitted));
      // Kept whole (KEPT_WHOLE): pulled up into the outer query, PostgreSQL planned it as the walk again.
      const missingIds = db
        .select({ id: studentSubjects.studentId })
        .from(studentSubjects)
        .where(
          and(
            eq(studentSubjects.subjectId, sql.placeholder('subject')),
            eq(studentSubjects.isActive, true),
            not(exists(handedIn(studentSubjects.studentId))),
          ),
        )
        .offset(KEPT_WHOLE);
      const byName = [asc(users.firstName), asc(users.lastName), asc(students.id)];
      return {
        walk: db
          .select({ studentId: students.id })
          .from(studentSubjects)
          .innerJoin(students, and(eq(students.id, studentSubjects.studentId), eq(students.status, 'active')))
          .innerJoin(users, eq(users.id, students.userId))
          .where(
            and(
              eq(studentSubjects.subjectId, sql.placeholder('subject')),
              eq(studentSubjects.isActive, true),
              not(exists(handedIn(students.id))),
            ),
          )
          .orderBy(...byName)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(PLANNED_EACH_RUN),
        sets: db
          .select({ studentId: students.id })
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .where(and(eq(students.status, 'active'), inArray(students.id, missingIds)))
          .orderBy(...byName)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(PLANNED_EACH_RUN),
      };
    });
  }

  async function missingByItem(ctx: AppContext, user: UserRow, query: StaffSubmissionsQuery) {
    const shape = shapeOf(user, query);
    const values = { ...valuesOf(user, query), now: new Date() };
    const key = `${shapeName('missing', shape)}:${user.id}:${query.subject ?? ''}`;
    const items = await missingPerItemOf(ctx).get(key, () => missingPerItem(ctx.db, shape, values));
    const rows: MissingRow[] = [];
    let skip = values.offset;
    for (const it of items) {
      if (rows.length === values.limit) break;
      if (skip >= it.missing) {
        skip -= it.missing;
        continue;
      }
      // Counts kept a few seconds may be behind: an item that yields fewer rows is followed by the next.
      const slice = {
        item: it.itemId,
        subject: it.subjectId,
        limit: values.limit - rows.length,
        offset: skip,
      };
      const found = await missingSlicesOf(ctx).get(`${slice.item}:${slice.limit}:${slice.offset}`, () => {
        const queries = missingStudentsQueries(ctx.db);
        return (it.missing * 4 >= it.enrolled ? queries.walk : queries.sets).execute(slice);
      });
      skip = 0;
      rows.push(...found.map(({ studentId }) => ({ ...it, studentId })));
    }
    return { rows, totalCount: items.reduce((sum, it) => sum + it.missing, 0) };
  }

  /** With a search (names, titles, subjects), one query joins everything. */
  async function missingSearched(ctx: AppContext, user: UserRow, query: StaffSubmissionsQuery) {
    const shape = shapeOf(user, query);
    const queries = missingQueries(ctx.db, shape);
    const values = { ...valuesOf(user, query), now: new Date() };
    const key = `${shapeName('missing', shape)}:${user.id}:${query.subject ?? ''}:${query.search ?? ''}`;
    const [rows, totalCount] = await Promise.all([
      queries.page.execute(values),
      countsOf(ctx).get(key, async () => (await queries.count().execute(values))[0]?.n ?? 0),
    ]);
    return { rows, totalCount };
  }

  async function listMissing(ctx: AppContext, user: UserRow, query: StaffSubmissionsQuery) {
    const { rows, totalCount } = query.search
      ? await missingSearched(ctx, user, query)
      : await missingByItem(ctx, user, query);
    const refs = await studentRefs(ctx.db, [...new Set(rows.map((r) => r.studentId))]);
    const data = rows.map((row) => ({
      _id: `missing:${row.itemId}:${row.studentId}`,
      status: 'missing' as const,
      student: refs.get(row.studentId)!,
      [cfg.kind]: {
        _id: row.itemId,
        title: row.title,
        subject: { _id: row.subjectId, name: row.subjectName, system: row.subjectSystem },
        dueDate: row.dueDate.toISOString(),
      },
      grade: null,
      feedback: '' as const,
      isLate: false as const,
      files: [],
      correctionFiles: [],
      gradeHistory: [],
      submittedAt: null,
      dueDate: row.dueDate.toISOString(),
    }));
    // The item's key is the kind, which TypeScript cannot follow through cfg.kind.
    return { data: data as unknown as StaffItem[], totalCount };
  }

  /** `GET /api/{kind}-submissions`: `{ data, totalPages, totalCount }`. */
  async function listForStaff(ctx: AppContext, user: UserRow, query: StaffSubmissionsQuery) {
    const { data, totalCount } =
      query.status === 'missing'
        ? await listMissing(ctx, user, query)
        : await listSubmitted(ctx, user, query);
    return { data, totalCount, totalPages: totalPagesOf(totalCount, query.limit) };
  }

  /** A handed-in submission with what grading needs, if the caller may grade it; else 404. */
  async function gradable(ctx: AppContext, user: UserRow, id: string) {
    const [row] = isUuid(id)
      ? await ctx.db
          .select({
            id: s.id,
            grade: s.grade,
            title: item.title,
            studentId: students.id,
            studentUserId: students.userId,
          })
          .from(s.id.table)
          .innerJoin(item, eq(item.id, cfg.itemColumn))
          .innerJoin(subjects, eq(subjects.id, item.subjectId))
          .innerJoin(students, eq(students.id, s.studentId))
          .where(and(eq(s.id, id), cfg.submitted, visibleSubjects(ctx.db, user)))
          .limit(1)
      : [];
    if (!row) throw notFound('submissionNotFound');
    return row as {
      id: string;
      grade: number | null;
      title: string;
      studentId: string;
      studentUserId: string;
    };
  }

  /**
   * The child's parents hear of the grade too (issue 18, item 5): in-app in the grading
   * transaction, by mail (if they allow it) once it committed, through `mail()`.
   */
  async function tellParents(
    ctx: AppContext,
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    target: { studentId: string; title: string },
    student: { firstName: string; lastName: string } | null,
    grade: number,
    feedback: string,
  ) {
    const parents = await parentsOfStudents(tx, [target.studentId]);
    const link = parentLinks.grades(target.studentId);
    const params = {
      child: student?.firstName ?? word('yourChild'),
      childFullName: student ? `${student.firstName} ${student.lastName}` : word('yourChildFullName'),
      kind: word(cfg.kind),
      title: target.title,
      grade,
    };
    await notify(
      tx,
      parents.map((p) => p.userId),
      { notice: 'childGradePosted', params, link },
    );
    const mailed = { ...params, link: `${ctx.config.publicUrl}${link}` };
    return {
      mail: () =>
        feedback
          ? mailEach(ctx, parents, 'childGradePostedWithFeedback', { ...mailed, feedback })
          : mailEach(ctx, parents, 'childGradePosted', mailed),
    };
  }

  /**
   * `PUT /api/{kind}-submissions/{id}/grade`: sets the grade (and feedback when sent), marks it
   * graded, keeps earlier correction files and adds the new ones after them, records the grade in
   * the history and notifies the student — in one transaction, so a refusal stores nothing.
   */
  async function grade(
    ctx: AppContext,
    user: UserRow,
    id: string,
    fields: Record<string, string | string[]>,
    uploads: readonly StoredUpload[],
  ) {
    const target = await gradable(ctx, user, id);
    const value = parseGrade(fields.grade);
    if (value === null) throw badRequest('gradeInvalid');
    const sentFeedback = typeof fields.feedback === 'string' ? fields.feedback.trim() : undefined;
    if (sentFeedback !== undefined && sentFeedback.length > FEEDBACK_MAX) {
      throw badRequest('feedbackTooLong', { max: FEEDBACK_MAX });
    }
    const family = await ctx.db.transaction(async (tx) => {
      // Locks the submission: concurrent gradings queue, so the history's old grades and the
      // correction files' positions follow one another.
      const [current] = await tx
        .select({ grade: s.grade, feedback: s.feedback })
        .from(s.id.table)
        .where(eq(s.id, id))
        .for('update');
      // Read after the lock, so the history's times follow the same order as its old grades.
      const now = new Date();
      const feedback = sentFeedback ?? (current!.feedback as string);
      await cfg.setGrade(tx, id, { grade: value, feedback, gradedAt: now, gradedBy: user.id });
      if (uploads.length > 0) {
        const [last] = await tx
          .select({ n: max(links.position) })
          .from(links)
          .where(and(eq(links.submissionId, id), eq(links.kind, 'correction')));
        const first = (last?.n ?? -1) + 1;
        const stored = await recordUploads(tx, uploads, user.id);
        await tx.insert(links).values(
          stored.map((file, i) => ({
            submissionId: id,
            fileId: file.id,
            kind: 'correction' as const,
            position: first + i,
          })),
        );
      }
      await tx.insert(gradeHistory).values({
        kind: cfg.kind,
        submissionId: id,
        gradedBy: user.id,
        oldGrade: current!.grade as number | null,
        newGrade: value,
        feedback,
        createdAt: now,
      });
      const [student] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, target.studentUserId));
      await recordAudit(tx, user, {
        action: 'grade.change',
        entity: `${cfg.kind}-submission`,
        entityId: id,
        params: {
          student: `${student?.firstName} ${student?.lastName}`,
          kind: cfg.kind,
          title: target.title,
        },
        before: { grade: current!.grade, feedback: current!.feedback },
        after: { grade: value, feedback },
      });
      await notify(tx, [target.studentUserId], {
        notice: 'gradePosted',
        params: { kind: word(cfg.kind), title: target.title, grade: value },
        link: cfg.link,
      });
      return tellParents(ctx, tx, target, student ?? null, value, feedback);
    });
    await family.mail();
    const [reply] = await presentStaff(ctx, [{ id }]);
    return reply!;
  }

  /** A correction file by index, for the student, their parent and the subject's staff; else 404. */
  async function findCorrectionFile(
    ctx: AppContext,
    user: UserRow,
    id: string,
    index: string,
  ): Promise<FileRow> {
    const [row] = isUuid(id)
      ? await ctx.db
          .select({ studentId: s.studentId, subjectId: item.subjectId })
          .from(s.id.table)
          .innerJoin(item, eq(item.id, cfg.itemColumn))
          .where(and(eq(s.id, id), cfg.submitted))
          .limit(1)
      : [];
    if (!row || !(await mayReadWork(ctx.db, user, row.studentId as string, row.subjectId))) {
      throw notFound('submissionNotFound');
    }
    const position = /^\d{1,6}$/.test(index) ? Number(index) : -1;
    const [file] = await ctx.db
      .select({ file: files })
      .from(links)
      .innerJoin(files, eq(files.id, links.fileId))
      .where(and(eq(links.submissionId, id), eq(links.kind, 'correction'), eq(links.position, position)))
      .limit(1);
    if (!file) throw notFound('fileNotFound');
    return file.file;
  }

  return { listForStaff, grade, findCorrectionFile };
}
