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
import type { Db } from '../../db/client.js';
import { studentSubjects, students, subjects, type UserRow, users } from '../../db/schema/index.js';
import { missingWork, type WorkKind, workKinds } from '../assignments/index.js';

/**
 * One student's hand-in state for one item, as the database reads it: the item, the grade, whether
 * it was late, handed in, past due, and missing by the missing-work rule.
 */
export type CellTuple = [
  itemId: string,
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

/**
 * Every enrolled student × every item of one kind, with the hand-in (if any) and the missing-work
 * rule's answer (`missingWork`: the same fragments the missing lists and reminders use). One row
 * per student with their cells as JSON: 300 students × 40 items are 12,000 cells, which as rows took
 * nearly twice as long to read and map (docs/performance.md, "Where each hot path stands").
 */
export function cellsOf(db: Db, kind: WorkKind, subjectId: string, now: Date, itemId?: string) {
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
      cells: sql<
        CellTuple[]
      >`json_agg(json_build_array(${item.id}, ${work.grade}, coalesce(${work.isLate}, false),
        ${work.id} is not null, ${pastDue}, coalesce(${missing}, false)))`,
    })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(item, eq(item.subjectId, studentSubjects.subjectId))
    .leftJoin(work, and(eq(itemColumn, item.id), eq(work.studentId, studentSubjects.studentId), handedIn))
    .where(and(enrolled(subjectId), itemId === undefined ? undefined : eq(item.id, itemId)))
    .groupBy(studentSubjects.studentId);
}

function itemsOf(db: Db, kind: WorkKind, subjectId: string) {
  const { items: item } = workKinds[kind];
  return db
    .select({ id: item.id, title: item.title, dueDate: item.dueDate })
    .from(item)
    .where(eq(item.subjectId, subjectId));
}

function studentsOf(db: Db, subjectId: string) {
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
 * with a cell per item and the average of the graded ones.
 */
export async function readGradebook(
  db: Db,
  user: UserRow,
  subjectId: string,
  now = new Date(),
): Promise<Gradebook> {
  const subject = await findVisibleSubject(db, user, subjectId);
  const [itemRows, cellRows, studentRows] = await Promise.all([
    Promise.all(GRADE_ITEM_TYPES.map((kind) => itemsOf(db, kind, subject.id))),
    Promise.all(GRADE_ITEM_TYPES.map((kind) => cellsOf(db, kind, subject.id, now))),
    studentsOf(db, subject.id),
  ]);

  const items: GradebookItem[] = GRADE_ITEM_TYPES.flatMap((kind, k) =>
    itemRows[k]!.map((row) => ({ id: row.id, kind, title: row.title, dueDate: row.dueDate.toISOString() })),
  ).sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );

  // Each student's cells in the items' order, filled from the tuples by the item's place.
  const place = new Map(items.map((item, index) => [item.id, index]));
  const cellsByStudent = new Map<string, GradebookCell[]>();
  for (const row of cellRows.flat()) {
    const list = cellsByStudent.get(row.studentId) ?? new Array<GradebookCell>(items.length);
    cellsByStudent.set(row.studentId, list);
    for (const [itemId, grade, late, handedIn, pastDue, missing] of row.cells) {
      list[place.get(itemId)!] = {
        itemId,
        grade,
        status: cellStatus({ grade, handedIn, pastDue, missing }),
        late: handedIn && late,
      };
    }
  }

  return {
    subject: { _id: subject.id, name: subject.name, system: subject.system },
    items,
    // A student enrolled between the statements has no cells yet: they are in the next read.
    students: studentRows.flatMap((student) => {
      const row = items.length === 0 ? [] : cellsByStudent.get(student.id);
      // Object.keys counts only the places filled.
      if (!row || Object.keys(row).length !== items.length) return [];
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
