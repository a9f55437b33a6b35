import {
  averageGrade,
  GRADE_ITEM_TYPES,
  type Gradebook,
  type GradebookCell,
  type GradebookCellStatus,
  type GradebookItem,
} from '@sabora/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { findVisibleSubject } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import { studentSubjects, students, subjects, type UserRow, users } from '../../db/schema/index.js';
import { missingWork, type WorkKind, workKinds } from '../assignments/index.js';

/** One student's hand-in state for one item, as the database reads it. */
interface CellRow {
  studentId: string;
  itemId: string;
  grade: number | null;
  late: boolean | null;
  handedIn: boolean;
  pastDue: boolean;
  missing: boolean;
}

/**
 * What a cell says (the contract's `GRADEBOOK_CELL_STATUSES`). Whether work is missing comes from
 * the missing-work rule in the query; a hand-in with no grade waits for one.
 */
export function cellStatus(
  row: Pick<CellRow, 'grade' | 'handedIn' | 'pastDue' | 'missing'>,
): GradebookCellStatus {
  if (row.handedIn) return row.grade === null ? 'awaitingGrade' : 'graded';
  if (row.missing) return 'missing';
  return row.pastDue ? 'notExpected' : 'notDue';
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
 * rule's answer (`missingWork`: the same fragments the missing lists and reminders use).
 */
function cellsOf(db: Db, kind: WorkKind, subjectId: string, now: Date) {
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
      itemId: item.id,
      grade: work.grade,
      late: work.isLate,
      handedIn: isNotNull(work.id).mapWith(Boolean),
      pastDue: sql<boolean>`${pastDue}`.mapWith(Boolean),
      missing: sql<boolean>`coalesce(${missing}, false)`.mapWith(Boolean),
    })
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(item, eq(item.subjectId, studentSubjects.subjectId))
    .leftJoin(work, and(eq(itemColumn, item.id), eq(work.studentId, studentSubjects.studentId), handedIn))
    .where(enrolled(subjectId));
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

  const cells = new Map<string, GradebookCell>();
  for (const row of cellRows.flat()) {
    cells.set(`${row.studentId}:${row.itemId}`, {
      itemId: row.itemId,
      grade: row.grade,
      status: cellStatus(row),
      late: row.handedIn && row.late === true,
    });
  }

  return {
    subject: { _id: subject.id, name: subject.name, system: subject.system },
    items,
    students: studentRows.map((student) => {
      const row = items.map((item) => cells.get(`${student.id}:${item.id}`)!);
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
