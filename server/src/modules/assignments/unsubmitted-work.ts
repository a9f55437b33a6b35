import { and, eq, exists, gt, lte, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { studentSubjects, students, subjects, users } from '../../db/schema/index.js';
import { missingWork } from './missing-work.js';
import { type WorkKind, workKinds } from './work-kinds.js';

/**
 * Work due in (dueAfter, dueBy] that a student has not handed in, by the missing-work rule
 * (`missingWork`: active student enrolled in the active subject before it was due; a quiz counts
 * once submitted), with whom to tell: the student's account (active) and their parent's email. The
 * one query the reminders share: the student's "due tomorrow" and "missing", and the parent's
 * "missing".
 */
export async function unsubmittedWork(db: Db | Tx, dueAfter: Date, dueBy: Date) {
  const branch = (type: WorkKind) => {
    const { items: item, work, itemColumn: workItem, handedIn } = workKinds[type];
    return db
      .select({
        type: sql<WorkKind>`${type}::text`.as('type'),
        work_id: sql<string>`${item.id}`.as('work_id'),
        title: sql<string>`${item.title}`.as('title'),
        due_date: sql<Date>`${item.dueDate}`.as('due_date'),
        subject_name: sql<string>`${subjects.name}`.as('subject_name'),
        student_id: sql<string>`${students.id}`.as('student_id'),
        student_user_id: sql<string>`${users.id}`.as('student_user_id'),
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        wants_mail: sql<boolean>`${users.emailNotifications}`.as('wants_mail'),
        language: users.language,
        parent_email: students.parentEmail,
      })
      .from(item)
      .innerJoin(subjects, and(eq(subjects.id, item.subjectId), missingWork.activeSubject))
      .innerJoin(
        studentSubjects,
        and(eq(studentSubjects.subjectId, item.subjectId), missingWork.enrolledInTime(item.dueDate)),
      )
      .innerJoin(students, and(eq(students.id, studentSubjects.studentId), missingWork.activeStudent))
      .innerJoin(users, and(eq(users.id, students.userId), eq(users.isActive, true)))
      .where(
        and(
          gt(item.dueDate, dueAfter),
          lte(item.dueDate, dueBy),
          not(
            exists(
              db
                .select({ one: sql`1` })
                .from(work)
                .where(and(eq(workItem, item.id), eq(work.studentId, students.id), handedIn)),
            ),
          ),
        ),
      );
  };
  const rows = await unionAll(branch('homework'), branch('exam'), branch('quiz')).orderBy(
    sql`due_date`,
    sql`student_id`,
  );
  // Read through sql`` columns, times come back as the driver's text: one type for every reader.
  return rows.map((row) => ({ ...row, due_date: new Date(row.due_date) }));
}

/** A piece of work (homework, exam or quiz) that one student has not handed in. */
export type UnsubmittedWork = Awaited<ReturnType<typeof unsubmittedWork>>[number];

/**
 * Work that went missing lately: due in the last 7 days and not handed in. Older work is not
 * announced, so a new install or a late reminder does not tell old history.
 */
const MISSING_LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
export const recentlyMissedWork = (db: Db | Tx, now: Date) =>
  unsubmittedWork(db, new Date(now.getTime() - MISSING_LOOK_BACK_MS), now);
