import type { Placeholder } from 'drizzle-orm';
import { type AnyColumn, and, eq, lt, type SQL } from 'drizzle-orm';
import { studentSubjects, students, subjects } from '../../db/schema/index.js';

type Moment = AnyColumn | SQL | Placeholder | Date;

/**
 * Missing work (docs/decisions.md, "Missing work"), the one rule every reader builds its query
 * from — the staff missing list and its fast variant, the student's summary and home, the parent's
 * view of it, and the due-date and missing-work reminders: a homework, exam or quiz is missing for
 * a student when
 * - its due date has passed (`pastDue`);
 * - the student is actively enrolled in its subject, and enrolled before the work was due
 *   (`enrolledInTime`: a student who joins after a due date is not missing the work set before);
 * - the student's profile and the subject are active (`activeStudent`, `activeSubject`);
 * - and nothing was handed in (a quiz: no submitted attempt) — each kind says what that is.
 * The readers' agreement is tested on one school (src/missing-work-agreement.test.ts).
 */
export const missingWork = {
  pastDue: (dueDate: Moment, now: Moment): SQL => lt(dueDate as AnyColumn, now as AnyColumn),
  /** The `student_subjects` row joined: active, and made before `dueDate`. */
  enrolledInTime: (dueDate: Moment): SQL =>
    and(eq(studentSubjects.isActive, true), lt(studentSubjects.enrolledAt, dueDate as AnyColumn))!,
  activeStudent: eq(students.status, 'active'),
  activeSubject: eq(subjects.isActive, true),
};
