import { ATTENDANCE_RECENT_LIMIT, type AttendanceEntry } from '@sabora/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { whoseWork } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import {
  students,
  subjects,
  type UserRow,
  users,
  virtualClassEnrollments,
  virtualClasses,
} from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv.js';
import { classInScope } from './scope.js';
import { effectiveStatus } from './status.js';

/**
 * The attendance sheet of one class: every enrolled student, whether and when they
 * joined through Sabora. Staff of the class's subject only (classInScope: 404 otherwise).
 */
export async function attendanceCsv(ctx: AppContext, user: UserRow, classId: string) {
  const cls = await classInScope(ctx.db, user, classId);
  const rows = await ctx.db
    .select({
      studentId: students.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      enrolledAt: virtualClassEnrollments.enrolledAt,
      joinedAt: virtualClassEnrollments.joinedAt,
    })
    .from(virtualClassEnrollments)
    .innerJoin(students, eq(students.id, virtualClassEnrollments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(virtualClassEnrollments.classId, classId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(students.studentId));
  const header = ['Student ID', 'First name', 'Last name', 'Email', 'Enrolled at', 'Attended', 'Joined at'];
  const csv = toCsv([
    header,
    ...rows.map((r) => [
      r.studentId,
      r.firstName,
      r.lastName,
      r.email,
      r.enrolledAt.toISOString(),
      r.joinedAt ? 'Yes' : 'No',
      r.joinedAt?.toISOString() ?? '',
    ]),
  ]);
  const day = cls.scheduledDate.toISOString().slice(0, 10);
  return { csv, fileName: `attendance-${day}-${fileSafe(cls.title)}.csv` };
}

/** A title as part of a file name: letters, digits and dashes (any script), at most 60 characters. */
const fileSafe = (title: string) =>
  title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'class';

/**
 * A student's attendance (a parent names the child; a student reads their own): the completed
 * classes they were enrolled in, attended when they joined through Sabora. Classes of their
 * subjects that they were never enrolled in are neither attended nor missed.
 */
export async function studentAttendance(ctx: AppContext, user: UserRow, requested: string | undefined) {
  const studentId = await whoseWork(ctx.db, user, requested);
  if (!studentId) return { attended: 0, missed: 0, recent: [] };
  const completed = and(
    eq(virtualClassEnrollments.studentId, studentId),
    sql`${effectiveStatus} = 'completed'`,
  );
  const [totals, recent] = await Promise.all([
    ctx.db
      .select({ attended: count(virtualClassEnrollments.joinedAt), all: count() })
      .from(virtualClassEnrollments)
      .innerJoin(virtualClasses, eq(virtualClasses.id, virtualClassEnrollments.classId))
      .where(completed),
    ctx.db
      .select({
        id: virtualClasses.id,
        title: virtualClasses.title,
        subjectId: virtualClasses.subjectId,
        subjectName: subjects.name,
        scheduledDate: virtualClasses.scheduledDate,
        duration: virtualClasses.durationMinutes,
        joinedAt: virtualClassEnrollments.joinedAt,
      })
      .from(virtualClassEnrollments)
      .innerJoin(virtualClasses, eq(virtualClasses.id, virtualClassEnrollments.classId))
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .where(completed)
      .orderBy(desc(virtualClasses.scheduledDate), asc(virtualClasses.id))
      .limit(ATTENDANCE_RECENT_LIMIT),
  ]);
  const attended = totals[0]?.attended ?? 0;
  return {
    attended,
    missed: (totals[0]?.all ?? 0) - attended,
    recent: recent.map(
      (r): AttendanceEntry => ({
        _id: r.id,
        title: r.title,
        subject: { _id: r.subjectId, name: r.subjectName },
        scheduledDate: r.scheduledDate.toISOString(),
        duration: r.duration,
        attended: r.joinedAt !== null,
        joinedAt: r.joinedAt?.toISOString() ?? null,
      }),
    ),
  };
}
