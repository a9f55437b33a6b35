import { type PopularSubject, SYSTEM_LABELS } from '@sabora/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { files, studentSubjects, subjects, subjectTeachers, users } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';

/** How many teachers teach a subject, the primary one included (cards name one, count the rest). */
export const teacherCount = sql<number>`(
  select count(*) from ${subjectTeachers} where ${subjectTeachers.subjectId} = ${subjects.id}
)::int`.mapWith(Number);

export const subjectImageUrl = (subjectId: string, imageFileId: string | null) =>
  imageFileId ? `/api/subjects/${subjectId}/image?v=${imageFileId.slice(0, 8)}` : null;

/** Active subjects with the most active enrolments first (the landing page's recommended courses). */
export async function popularSubjects(ctx: AppContext, limit: number): Promise<PopularSubject[]> {
  const enrolment = ctx.db
    .select({ subjectId: studentSubjects.subjectId, n: count().as('n') })
    .from(studentSubjects)
    .where(eq(studentSubjects.isActive, true))
    .groupBy(studentSubjects.subjectId)
    .as('enrolment');
  const enrollmentCount = sql<number>`coalesce(${enrolment.n}, 0)::int`;
  const rows = await ctx.db
    .select({
      subject: subjects,
      enrollmentCount,
      teacherCount,
      teacherFirstName: users.firstName,
      teacherLastName: users.lastName,
    })
    .from(subjects)
    .leftJoin(enrolment, eq(enrolment.subjectId, subjects.id))
    .leftJoin(
      subjectTeachers,
      and(eq(subjectTeachers.subjectId, subjects.id), eq(subjectTeachers.isPrimary, true)),
    )
    .leftJoin(users, eq(users.id, subjectTeachers.teacherId))
    .where(eq(subjects.isActive, true))
    .orderBy(desc(enrollmentCount), asc(subjects.name))
    .limit(limit);
  return rows.map(({ subject, enrollmentCount, teacherCount, teacherFirstName, teacherLastName }) => ({
    _id: subject.id,
    name: subject.name,
    code: subject.code,
    description: subject.description,
    image: subjectImageUrl(subject.id, subject.imageFileId),
    system: subject.system,
    systemLabel: SYSTEM_LABELS[subject.system],
    enrollmentCount,
    teacherCount,
    primaryTeacher:
      teacherFirstName !== null && teacherLastName !== null
        ? { firstName: teacherFirstName, lastName: teacherLastName }
        : null,
  }));
}

export async function findSubjectImage(ctx: AppContext, subjectId: string) {
  const [row] = await ctx.db
    .select({ file: files })
    .from(subjects)
    .innerJoin(files, eq(files.id, subjects.imageFileId))
    .where(eq(subjects.id, subjectId))
    .limit(1);
  if (!row) throw notFound('subjectHasNoImage');
  return row.file;
}
