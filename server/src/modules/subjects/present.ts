import { type Subject, SYSTEM_LABELS } from '@sabora/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentSubjects, type subjects, subjectTeachers, users } from '../../db/schema/index.js';
import { subjectImageUrl } from './service.js';

type SubjectRow = typeof subjects.$inferSelect;

/** Subject rows → reply objects, with teachers and enrolment counts loaded in two queries. */
export async function presentSubjects(db: Db, rows: SubjectRow[]): Promise<Subject[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [teacherRows, countRows] = await Promise.all([
    db
      .select({
        subjectId: subjectTeachers.subjectId,
        isPrimary: subjectTeachers.isPrimary,
        _id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(subjectTeachers)
      .innerJoin(users, eq(users.id, subjectTeachers.teacherId))
      .where(inArray(subjectTeachers.subjectId, ids))
      .orderBy(subjectTeachers.createdAt),
    db
      .select({ subjectId: studentSubjects.subjectId, n: count() })
      .from(studentSubjects)
      .where(and(inArray(studentSubjects.subjectId, ids), eq(studentSubjects.isActive, true)))
      .groupBy(studentSubjects.subjectId),
  ]);
  const counts = new Map(countRows.map((c) => [c.subjectId, c.n]));
  return rows.map((row) => {
    const teachers = teacherRows
      .filter((t) => t.subjectId === row.id)
      .map(({ _id, firstName, lastName, isPrimary }) => ({
        _id,
        firstName,
        lastName,
        isPrimary,
        teacher: { _id, firstName, lastName },
      }));
    const primary = teachers.find((t) => t.isPrimary);
    return {
      _id: row.id,
      name: row.name,
      title: row.name,
      code: row.code,
      description: row.description ?? '',
      image: subjectImageUrl(row.id, row.imageFileId),
      system: row.system,
      systemLabel: SYSTEM_LABELS[row.system],
      academicYear: row.academicYear,
      isActive: row.isActive,
      teachers,
      primaryTeacher: primary ? primary.teacher : null,
      enrollmentCount: counts.get(row.id) ?? 0,
      curriculum: {
        resources: row.curriculum.resources.map((r) => ({ ...r, description: r.description ?? '' })),
        topics: row.curriculum.topics,
      },
      createdAt: row.createdAt.toISOString(),
    };
  });
}
