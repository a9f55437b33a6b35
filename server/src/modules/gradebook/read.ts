import {
  averageGrade,
  GRADE_ITEM_TYPES,
  type Gradebook,
  type GradebookCell,
  type GradebookCellStatus,
  type GradebookItem,
  isGraded,
} from '@sabora/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { findVisibleSubject } from '../../access/index.js';
import type { Db, Tx } from '../../db/client.js';
import { studentSubjects, students, subjects, type UserRow, users } from '../../db/schema/index.js';
import { missingWork, type WorkKind, workKinds } from '../assignments/index.js';

/**
 * One student's hand-in state for one item, in the order `itemsOf` reads the items: the grade,
 * whether it was late, handed in, past due, and missing by the missing-work rule. The item is its
 * place rather than its id: 12,000 cells need not carry and parse 12,000 ids.
 */
export type CellTuple = [
  grade: number | null,
  late: boolean,
  handedIn: boolean,
  pastDue: boolean,
  missing: boolean,
];

/**
 * What a cell says (the contract's `GRADEBOOK_CELL_STATUSES`). Whether work is missing comes from
 * the missing-work rule in the query; a hand-in with no grade waits for one.
 */
export function cellStatus(cell: {
  grade: number | null;
  handedIn: boolean;
  pastDue: boolean;
  missing: boolean;
}): GradebookCellStatus {
  if (cell.handedIn) return isGraded(cell) ? 'graded' : 'awaitingGrade';
  if (cell.missing) return 'missing';
  return cell.pastDue ? 'notExpected' : 'notDue';
}

/** The subject's actively enrolled, active students, by name: the gradebook's rows. */
const enrolled = (subjectId: string) =>
  and(
    eq(studentSubjects.subjectId, subjectId),
    eq(studentSubjects.isActive, true),
    missingWork.activeStudent,
  );

/** The order of one kind's items in `itemsOf` and of each student's cells in `cellsOf`. */
const itemOrder = (kind: WorkKind) => [workKinds[kind].items.dueDate, workKinds[kind].items.id];

/**
 * Every enrolled student × every item of one kind, with the hand-in (if any) and the missing-work
 * rule's answer (`missingWork`: the same fragments the missing lists and reminders use). One row
 * per student with their cells as JSON in the items' order: 300 students × 40 items are 12,000
 * cells, which as rows took nearly twice as long to read and map (docs/performance.md, "Where each
 * hot path stands").
 */
export function cellsOf(db: Db | Tx, kind: WorkKind, subjectId: string, now: Date, itemId?: string) {
  const { items: item, work, itemColumn, handedIn } = workKinds[kind];
  const pastDue = missingWork.pastDue(item.dueDate, now);
  const missing = and(
    pastDue,
    missingWork.enrolledInTime(item.dueDate),
    missingWork.activeSubject,
    sql`${work.id} is null`,
  );
  return db
    .select({
      studentId: studentSubjects.studentId,
      cells: sql<CellTuple[]>`json_agg(json_build_array(${work.grade}, coalesce(${work.isLate}, false),
        ${work.id} is not null, ${pastDue}, coalesce(${missing}, false)) order by ${sql.join(itemOrder(kind), sql`, `)})`,
    })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(item, eq(item.subjectId, studentSubjects.subjectId))
    .leftJoin(work, and(eq(itemColumn, item.id), eq(work.studentId, studentSubjects.studentId), handedIn))
    .where(and(enrolled(subjectId), itemId === undefined ? undefined : eq(item.id, itemId)))
    .groupBy(studentSubjects.studentId);
}

function itemsOf(db: Db | Tx, kind: WorkKind, subjectId: string) {
  const { items: item } = workKinds[kind];
  return db
    .select({ id: item.id, title: item.title, dueDate: item.dueDate })
    .from(item)
    .where(eq(item.subjectId, subjectId))
    .orderBy(...itemOrder(kind).map((column) => asc(column)));
}

function studentsOf(db: Db | Tx, subjectId: string) {
  return db
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
    .where(enrolled(subjectId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.id));
}

/**
 * The gradebook of one subject the caller teaches (admins: any), 404 otherwise
 * (docs/decisions.md, "The gradebook"): its items by due date, and a row per enrolled student
 * with a cell per item and the average of the graded ones. Items, cells and students are read in
 * one snapshot, so every student's cells match the items read, place for place.
 */
export async function readGradebook(
  db: Db,
  user: UserRow,
  subjectId: string,
  now = new Date(),
): Promise<Gradebook> {
  const subject = await findVisibleSubject(db, user, subjectId);
  // One connection runs a transaction's statements one after another (pg refuses to queue them).
  const [itemRows, cellRows, studentRows] = await db.transaction(
    async (tx) => {
      const itemRows = [];
      const cellRows = [];
      for (const kind of GRADE_ITEM_TYPES) {
        itemRows.push(await itemsOf(tx, kind, subject.id));
        cellRows.push(await cellsOf(tx, kind, subject.id, now));
      }
      return [itemRows, cellRows, await studentsOf(tx, subject.id)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const itemsByKind: GradebookItem[][] = GRADE_ITEM_TYPES.map((kind, k) =>
    itemRows[k]!.map((row) => ({ id: row.id, kind, title: row.title, dueDate: row.dueDate.toISOString() })),
  );
  const items = itemsByKind
    .flat()
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    );

  // Each student's cells in the items' order: a kind's n-th cell is its n-th item.
  const place = new Map(items.map((item, index) => [item, index]));
  const cellsByStudent = new Map<string, GradebookCell[]>();
  GRADE_ITEM_TYPES.forEach((_, k) => {
    const places = itemsByKind[k]!.map((item) => place.get(item)!);
    for (const row of cellRows[k]!) {
      const list = cellsByStudent.get(row.studentId) ?? new Array<GradebookCell>(items.length);
      cellsByStudent.set(row.studentId, list);
      row.cells.forEach(([grade, late, handedIn, pastDue, missing], n) => {
        const at = places[n]!;
        list[at] = {
          itemId: items[at]!.id,
          grade,
          status: cellStatus({ grade, handedIn, pastDue, missing }),
          late: handedIn && late,
        };
      });
    }
  });

  return {
    subject: { _id: subject.id, name: subject.name, system: subject.system },
    items,
    students: studentRows.map((student) => {
      const row = cellsByStudent.get(student.id) ?? [];
      const graded = row.flatMap((cell) =>
        cell.status === 'graded' && cell.grade !== null ? [cell.grade] : [],
      );
      return {
        id: student.id,
        studentId: student.studentId,
        name: `${student.firstName} ${student.lastName}`,
        email: student.email,
        cells: row,
        average: averageGrade(graded),
      };
    }),
  };
}
