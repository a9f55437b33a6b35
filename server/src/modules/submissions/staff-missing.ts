import type { GradingKind, StaffSubmissionsQuery, SubmittedItem, System } from '@sabora/contract';
import { and, asc, count, desc, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { studentSubjects, students, subjects, type UserRow, users } from '../../db/schema/index.js';
import { isAnyOf, PLANNED_EACH_RUN, preparedOnce } from '../../lib/prepared.js';
import { missingWork } from '../assignments/index.js';
import type { GradingConfig, StaffItem } from './grading-config.js';
import { type Shape, type StaffListShape, staffStatementPrefix } from './staff-list-shape.js';
import { studentRefs } from './students.js';

/**
 * An offset for a sub-query, always given the value 0 (`KEPT_WHOLE_VALUE`): PostgreSQL does not
 * pull a sub-query with an OFFSET clause up into the query around it, whatever its value, so it
 * plans it on its own. A placeholder, because drizzle leaves out an offset of the number 0.
 */
const KEPT_WHOLE = sql.placeholder('keptWhole');
const KEPT_WHOLE_VALUE = { keptWhole: 0 };

/** The item of a missing-work row under its kind's key (`homework`, `exam` or `quiz`), as the reply names it. */
function itemKeyed(kind: GradingKind, item: SubmittedItem) {
  if (kind === 'homework') return { homework: item };
  return kind === 'exam' ? { exam: item } : { quiz: item };
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

/**
 * The staff list of missing work (`status=missing`) of one kind, by the missing-work rule
 * (assignments/missing-work.ts). Two ways to read it, which the oracle test holds to the same
 * answer: `missingSearched`, one query joining everything (plain; it serves searches), and
 * `missingByItem`, the item-by-item reading of large schools without a search (fast).
 */
export function staffMissingList(
  cfg: GradingConfig,
  { shapeOf, shapeName, valuesOf, listConditions, keptPerDb }: StaffListShape,
) {
  const s = cfg.table;
  const item = cfg.items;
  const countsOf = keptPerDb<number>();
  const missingPerItemOf = keptPerDb<MissingItem[]>();
  /** The slices of an item's missing students the pages read: kept like the counts, until a write. */
  const missingSlicesOf = keptPerDb<{ studentId: string }[]>();

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
   * `status=missing`, plainly: one row per student and item missing by the rule, in one query.
   * Latest due first, then by student name.
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
        missingWork.pastDue(item.dueDate, sql.placeholder('now')),
        not(exists(handedIn)),
      );
      const joined = <T extends PgSelect>(qb: T) =>
        qb
          .innerJoin(subjects, and(eq(subjects.id, item.subjectId), missingWork.activeSubject))
          .innerJoin(
            studentSubjects,
            and(eq(studentSubjects.subjectId, item.subjectId), missingWork.enrolledInTime(item.dueDate)),
          )
          .innerJoin(students, and(eq(students.id, studentSubjects.studentId), missingWork.activeStudent))
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
   * Without a search, the missing list is read item by item (at 10,000 students, building
   * every enrolment × past-due item pair to sort out one page took seconds). How many students each
   * past-due item misses is counted once and kept; the page is then read from the one or two items
   * it falls in, each an anti-join of one subject's students sorted by name.
   */
  function pastDueItemsQuery(db: Db, shape: Shape) {
    const name = `${staffStatementPrefix(cfg)}past_due_items_${shape.role}_${Number(shape.subject)}`;
    return preparedOnce(db, name, () =>
      db
        .select(missingItemColumns())
        .from(item)
        .innerJoin(subjects, and(eq(subjects.id, item.subjectId), missingWork.activeSubject))
        .where(
          and(
            ...listConditions(db, { ...shape, search: false }),
            missingWork.pastDue(item.dueDate, sql.placeholder('now')),
          ),
        )
        .orderBy(desc(item.dueDate), asc(item.id))
        .prepare(name),
    );
  }

  /**
   * How many students each item misses is counted per subject: its active students actively
   * enrolled, less those of them who handed each item in, in one grouped statement; then, per
   * item, those who enrolled too late for it (the rule's `enrolledInTime`), and how many of them
   * handed it in anyway, are taken off (few: they are read off the enrolments' subject-and-time
   * index). Counted per
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
        missingWork.activeStudent,
      );
    return preparedOnce(db, `${staffStatementPrefix(cfg)}subject_missing_counts`, () => ({
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
      // Per item: the subject's students enrolled at or after its due date, and their hand-ins.
      lateJoiners: db
        .select({ itemId: item.id, joined: count(), handedIn: count(s.id) })
        .from(item)
        .innerJoin(
          studentSubjects,
          and(
            eq(studentSubjects.subjectId, item.subjectId),
            eq(studentSubjects.isActive, true),
            not(missingWork.enrolledInTime(item.dueDate)),
          ),
        )
        .innerJoin(students, and(eq(students.id, studentSubjects.studentId), missingWork.activeStudent))
        .leftJoin(s.id.table, and(eq(cfg.itemColumn, item.id), eq(s.studentId, students.id), cfg.submitted))
        .where(isAnyOf(item.id, 'items', { planWithValues: true }))
        .groupBy(item.id)
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
    const late = new Map<string, { joined: number; handedIn: number }>();
    await Promise.all(
      [...itemsOf].map(async ([subject, ids]) => {
        const [[all], handed, lateJoiners] = await Promise.all([
          queries.enrolled.execute({ subject }),
          queries.handedIn.execute({ subject, items: ids, ...KEPT_WHOLE_VALUE }),
          queries.lateJoiners.execute({ items: ids }),
        ]);
        enrolled.set(subject, all?.n ?? 0);
        for (const h of handed) handedIn.set(h.itemId as string, h.n);
        for (const l of lateJoiners) late.set(l.itemId as string, l);
      }),
    );
    return items.map((it): MissingItem => {
      const tooLate = late.get(it.itemId) ?? { joined: 0, handedIn: 0 };
      const inTime = (enrolled.get(it.subjectId) ?? 0) - tooLate.joined;
      return {
        ...it,
        enrolled: inTime,
        missing: inTime - ((handedIn.get(it.itemId) ?? 0) - tooLate.handedIn),
      };
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
    return preparedOnce(db, `${staffStatementPrefix(cfg)}missing_students`, () => {
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
            missingWork.enrolledInTime(sql.placeholder('due')),
            not(exists(handedIn(studentSubjects.studentId))),
          ),
        )
        .offset(KEPT_WHOLE);
      const byName = [asc(users.firstName), asc(users.lastName), asc(students.id)];
      return {
        walk: db
          .select({ studentId: students.id })
          .from(studentSubjects)
          .innerJoin(students, and(eq(students.id, studentSubjects.studentId), missingWork.activeStudent))
          .innerJoin(users, eq(users.id, students.userId))
          .where(
            and(
              eq(studentSubjects.subjectId, sql.placeholder('subject')),
              missingWork.enrolledInTime(sql.placeholder('due')),
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
          .where(and(missingWork.activeStudent, inArray(students.id, missingIds)))
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
        due: it.dueDate,
        limit: values.limit - rows.length,
        offset: skip,
        ...KEPT_WHOLE_VALUE,
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
    const data: StaffItem[] = rows.map((row) => ({
      _id: `missing:${row.itemId}:${row.studentId}`,
      status: 'missing' as const,
      student: refs.get(row.studentId)!,
      ...itemKeyed(cfg.kind, {
        _id: row.itemId,
        title: row.title,
        subject: { _id: row.subjectId, name: row.subjectName, system: row.subjectSystem },
        dueDate: row.dueDate.toISOString(),
      }),
      grade: null,
      feedback: '' as const,
      isLate: false as const,
      files: [],
      correctionFiles: [],
      gradeHistory: [],
      submittedAt: null,
      dueDate: row.dueDate.toISOString(),
    }));
    return { data, totalCount };
  }

  return { listMissing, missingSearched, missingByItem };
}
