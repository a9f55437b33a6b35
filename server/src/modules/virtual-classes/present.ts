import type { StaffVirtualClass, VirtualClassStatus } from '@sabora/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { students, subjects, users, virtualClassEnrollments, virtualClasses } from '../../db/schema/index.js';
import { effectiveStatus } from './status.js';

/** The staff reply of classes: subject, teacher, status from the clock, enrolled students (one query each). */
export async function present(db: Db | Tx, ids: readonly string[]): Promise<StaffVirtualClass[]> {
  if (ids.length === 0) return [];
  const [rows, enrolled] = await Promise.all([
    db
      .select({
        row: virtualClasses,
        status: effectiveStatus.as('status'),
        subjectName: subjects.name,
        teacher: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .leftJoin(users, eq(users.id, virtualClasses.teacherId))
      .where(inArray(virtualClasses.id, [...ids])),
    db
      .select({
        classId: virtualClassEnrollments.classId,
        enrolledAt: virtualClassEnrollments.enrolledAt,
        joinedAt: virtualClassEnrollments.joinedAt,
        id: students.id,
        studentId: students.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(virtualClassEnrollments)
      .innerJoin(students, eq(students.id, virtualClassEnrollments.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(virtualClassEnrollments.classId, [...ids]))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  ]);
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        _id: r.row.id,
        title: r.row.title,
        description: r.row.description,
        subject: { _id: r.row.subjectId, name: r.subjectName },
        teacher: r.row.teacherId && r.teacher ? { _id: r.row.teacherId, ...r.teacher } : null,
        scheduledDate: r.row.scheduledDate.toISOString(),
        duration: r.row.durationMinutes,
        meetingLink: r.row.meetingLink,
        meetingId: r.row.meetingId,
        meetingPassword: r.row.meetingPassword,
        platform: r.row.platform,
        maxParticipants: r.row.maxParticipants,
        academicYear: r.row.academicYear,
        agenda: r.row.agenda,
        autoEnrollStudents: r.row.autoEnrollStudents,
        status: r.status as VirtualClassStatus,
        enrolledStudents: enrolled
          .filter((e) => e.classId === id)
          .map((e) => ({
            student: {
              _id: e.id,
              studentId: e.studentId,
              user: { firstName: e.firstName, lastName: e.lastName },
            },
            enrolledDate: e.enrolledAt.toISOString(),
            joinedAt: e.joinedAt?.toISOString() ?? null,
          })),
      },
    ];
  });
}
