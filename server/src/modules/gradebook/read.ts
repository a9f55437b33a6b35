import {
  averageGrade,
  GRADE_ITEM_TYPES,
  type Gradebook,
  type GradebookCell,
  type GradebookCellStatus,
  type GradebookItem,
  isGraded,
} from '@sabora/contract';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { findVisibleSubject } from '../../access/index.js';
import type { Db, Tx } from '../../db/client.js';
import { studentSubjects, students, subjects, type UserRow, users } from '../../db/schema/index.js';
import { missingWork, type WorkKind, workKinds } from '../assignments/index.js';

/** One student's hand-in for one item: its grade, and whether it is late, in, past due, missing. */
export interface CellState {
  grade: number | null;
  late: boolean;
  handedIn: boolean;
  pastDue: boolean;
  missing: boolean;
}

/**
 * A cell as the database sends it: one integer, the grade times 16 (−1 times 16 without one) plus
 * a bit for each of late, handed in, past due and missing by the missing-work rule. 300 students ×
 * 40 items as JSON arrays took PostgreSQL 18 ms against 13 ms as integers (docs/performance.md,
 * log 2026-12-02).
 */
const CELL_BITS = { late: 1, handedIn: 2, pastDue: 4, missing: 8 } as const;
const GRADE_SHIFT = 4;

const asBit = (condition: SQL, bit: number) =>
  sql`(coalesce(${condition}, false))::int * ${sql.raw(String(bit))}`;

/** The SQL that writes a cell's integer; `decodeCell` reads it back. */
function cellCode(cell: { [K in keyof CellState]: SQL }): SQL<number> {
  return sql<number>`coalesce(${cell.grade}, -1) * ${sql.raw(String(1 << GRADE_SHIFT))}
    + ${asBit(cell.late, CELL_BITS.late)} + ${asBit(cell.handedIn, CELL_BITS.handedIn)}
    + ${asBit(cell.pastDue, CELL_BITS.pastDue)} + ${asBit(cell.missing, CELL_BITS.missing)}`;
}

/** The integer `cellCode` wrote, read back (grades are 0–100: `parseGrade`, the contract's). */
export function decodeCell(code: number): CellState {
  const grade = code >> GRADE_SHIFT;
  return {
    grade: grade < 0 ? null : grade,
    late: (code & CELL_BITS.late) !== 0,
    handedIn: (code & CELL_BITS.handedIn) !== 0,
    pastDue: (code & CELL_BITS.pastDue) !== 0,
    missing: (code & CELL_BITS.missing) !== 0,
  };
}

/**
 * What a cell says (the contract's `GRADEBOOK_CELL_STATUSES`). Whether work is missing comes from
 * the missing-work rule in the query; a hand-in with no grade waits for one.
 */
export function cellStatus(
  cell: Pick<CellState, 'grade' | 'handedIn' | 'pastDue' | 'missing'>,
): GradebookCellStatus {
  if (cell.handedIn) return isGraded(cell) ? 'graded' : 'awaitingGrade';
  if (cell.missing) return 'missing';
  return cell.pastDue ? 'notExpected' : 'notDue';
}

/** The subject's actively enrolled, active students: the gradebook's rows. */
const enrolled = (subjectId: string) =>
  and(
    eq(studentSubjects.subjectId, subjectId),
    eq(studentSubjects.isActive, true),
    missingWork.activeStudent,
  );

/**
 * Every enrolled student × every item of one kind (or one item), with the state of the hand-in
 * (if any) as `decodeCell` reads it, and the missing-work rule's answer (`missingWork`: the same
 * fragments the missing lists and reminders use).
 */
export function cellsOf(db: Db | Tx, kind: WorkKind, subjectId: string, now: Date, itemId?: string) {
  const { items: item, work, itemColumn, handedIn } = workKinds[kind];
  const pastDue = missingWork.pastDue(item.dueDate, now);
  const missing = and(
    pastDue,
    missingWork.enrolledInTime(item.dueDate),
    missingWork.activeSubject,
    isNull(work.id),
  )!;
  const code = cellCode({
    grade: sql`${work.grade}`,
    late: sql`${work.isLate}`,
    handedIn: isNotNull(work.id),
    pastDue,
    missing,
  });
  return db
    .select({
      kind: sql<WorkKind>`${kind}::text`.as('kind'),
      studentId: studentSubjects.studentId,
      itemId: sql<string>`${item.id}`.as('item_id'),
      code: code.as('code'),
    })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(item, eq(item.subjectId, studentSubjects.subjectId))
    .leftJoin(work, and(eq(itemColumn, item.id), eq(work.studentId, studentSubjects.studentId), handedIn))
    .where(and(enrolled(subjectId), itemId === undefined ? undefined : eq(item.id, itemId)));
}

/** The subject's items of one kind. */
function itemsOf(db: Db | Tx, kind: WorkKind, subjectId: string) {
  const { items: item } = workKinds[kind];
  return db
    .select({
      kind: sql<WorkKind>`${kind}::text`.as('kind'),
      id: item.id,
      title: item.title,
      dueDate: item.dueDate,
    })
    .from(item)
    .where(eq(item.subjectId, subjectId));
}

type ItemRow = [kind: WorkKind, id: string, title: string, dueDate: string];
type StudentRow = [
  id: string,
  studentId: string,
  firstName: string,
  lastName: string,
  email: string,
  codes: number[] | null,
];

/**
 * The gradebook's one statement (one snapshot: every student's cells match the items read, place
 * for place): the subject's items, numbered in an order of its own (the server orders them for
 * people, `readGradebook`); and its enrolled students by name, each with one cell code per item
 * in that order. Both come back as one JSON
 * value each: 300 students × 40 items as 12,000 rows took nearly twice as long to read and map,
 * and items, cells and students as separate statements cost a round trip each. Not prepared:
 * PostgreSQL's generic plan, costed for an average subject, read the whole of a 100,000-student
 * school's students and hand-ins (155 ms against 27 planned for the subject).
 */
function gradebookQuery(db: Db | Tx, subjectId: string, now: Date) {
  const kindsOf = (each: (kind: WorkKind) => { getSQL(): SQL }) =>
    sql.join(
      GRADE_ITEM_TYPES.map((kind) => sql`(${each(kind).getSQL()})`),
      sql` union all `,
    );
  const rows = db
    .select({
      id: students.id,
      studentId: students.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(enrolled(subjectId));
  const book = db
    .$with('book', {
      items: sql<ItemRow[]>`items`.as('items'),
      students: sql<StudentRow[]>`students`.as('students'),
    })
    .as(sql`
      with items as (${kindsOf((kind) => itemsOf(db, kind, subjectId))}),
      places as (select *, row_number() over (order by kind, id) as place from items),
      cells as (${kindsOf((kind) => cellsOf(db, kind, subjectId, now))}),
      codes as (
        select cells.student_id, json_agg(cells.code order by places.place) as codes
        from cells join places on places.kind = cells.kind and places.id = cells.item_id
        group by cells.student_id
      ),
      enrolled as (${rows})
      select
        (select coalesce(json_agg(json_build_array(kind, id, title, due_date) order by place), '[]')
          from places) as items,
        (select coalesce(json_agg(json_build_array(e.id, e.student_id, e.first_name, e.last_name,
            e.email, codes.codes) order by e.first_name, e.last_name, e.id), '[]')
          from enrolled e left join codes on codes.student_id = e.id) as students`);
  return db.with(book).select().from(book);
}

/**
 * The gradebook of one subject the caller teaches (admins: any), 404 otherwise
 * (docs/decisions.md, "The gradebook"): its items by due date, and a row per enrolled student
 * with a cell per item and the average of the graded ones.
 */
export async function readGradebook(
  db: Db,
  user: UserRow,
  subjectId: string,
  now = new Date(),
): Promise<Gradebook> {
  const subject = await findVisibleSubject(db, user, subjectId);
  const [read] = await db.transaction(
    async (tx) => {
      // One process: a read among many at once on a few cores gains nothing from PostgreSQL's
      // parallel workers, which split the three kinds' hand-ins of a 100,000-student school and
      // cost 40 ms of CPU where one process takes 24 (docs/performance.md, log 2026-12-02).
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return gradebookQuery(tx, subject.id, now);
    },
    { accessMode: 'read only' },
  );
  if (!read) throw new Error('the gradebook statement returned no row');
  // The items by due date, then title as people read it (not the database's collation, which
  // differs between servers), then id; `from[at]` is where the statement put the item now at `at`.
  const placed = read.items.map(([kind, id, title, dueDate], from) => ({
    item: { id, kind, title, dueDate: new Date(dueDate).toISOString() } satisfies GradebookItem,
    from,
  }));
  placed.sort(
    (a, b) =>
      a.item.dueDate.localeCompare(b.item.dueDate) ||
      a.item.title.localeCompare(b.item.title) ||
      a.item.id.localeCompare(b.item.id),
  );
  const items = placed.map(({ item }) => item);
  const from = placed.map(({ from }) => from);

  return {
    subject: { _id: subject.id, name: subject.name, system: subject.system },
    items,
    students: read.students.map(([id, studentId, firstName, lastName, email, codes]) => {
      const grades: number[] = [];
      const cells = items.map((item, at): GradebookCell => {
        const code = codes?.[from[at]!];
        if (code === undefined) throw new Error(`the gradebook statement gave student ${id} no cell ${at}`);
        const cell = decodeCell(code);
        const status = cellStatus(cell);
        if (status === 'graded' && cell.grade !== null) grades.push(cell.grade);
        return { itemId: item.id, grade: cell.grade, status, late: cell.late };
      });
      return { id, studentId, name: `${firstName} ${lastName}`, email, cells, average: averageGrade(grades) };
    }),
  };
}
