import { type CatalogueSubject, SYSTEM_LABELS, type System } from '@sabora/contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { studentSubjects, subjects, subjectTeachers, users } from '../../db/schema/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { totalOf, totalRows } from '../../lib/paging.js';
import { notFound } from '../../plugins/errors.js';
import { subjectImageUrl, teacherCount } from './service.js';

/**
 * The public catalogue's view of subjects: active subjects only, with what a
 * visitor may know — names, outline, teachers' names and how many students are enrolled, never who.
 */
export type PublicSubject = Omit<CatalogueSubject, 'chapterCount'>;

export interface CatalogueFilter {
  page: number;
  limit: number;
  search?: string;
  system?: System;
}

const enrolmentCount = sql<number>`(
  select count(*) from ${studentSubjects}
  where ${studentSubjects.subjectId} = ${subjects.id} and ${studentSubjects.isActive}
)::int`.mapWith(Number);

/** Subjects joined to their primary teacher (one row each: a subject has at most one). */
const withPrimaryTeacher = (ctx: AppContext) =>
  ctx.db
    .select({
      subject: subjects,
      enrollmentCount: enrolmentCount,
      teacherCount,
      teacherFirstName: users.firstName,
      teacherLastName: users.lastName,
      total: totalRows,
    })
    .from(subjects)
    .leftJoin(
      subjectTeachers,
      and(eq(subjectTeachers.subjectId, subjects.id), eq(subjectTeachers.isPrimary, true)),
    )
    .leftJoin(users, eq(users.id, subjectTeachers.teacherId));

function present(row: {
  subject: typeof subjects.$inferSelect;
  enrollmentCount: number;
  teacherCount: number;
  teacherFirstName: string | null;
  teacherLastName: string | null;
}): PublicSubject {
  const { subject } = row;
  return {
    _id: subject.id,
    name: subject.name,
    code: subject.code,
    description: subject.description ?? '',
    image: subjectImageUrl(subject.id, subject.imageFileId),
    system: subject.system,
    systemLabel: SYSTEM_LABELS[subject.system],
    academicYear: subject.academicYear,
    enrollmentCount: row.enrollmentCount,
    teacherCount: row.teacherCount,
    primaryTeacher:
      row.teacherFirstName !== null && row.teacherLastName !== null
        ? { firstName: row.teacherFirstName, lastName: row.teacherLastName }
        : null,
  };
}

/** One page of active subjects, by name, matching the search in name, code or description. */
export async function catalogueSubjects(ctx: AppContext, filter: CatalogueFilter) {
  const conditions: (SQL | undefined)[] = [eq(subjects.isActive, true)];
  if (filter.system) conditions.push(eq(subjects.system, filter.system));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(ilike(subjects.name, pattern), ilike(subjects.code, pattern), ilike(subjects.description, pattern)),
    );
  }
  const where = and(...conditions);
  const rows = await withPrimaryTeacher(ctx)
    .where(where)
    .orderBy(asc(subjects.name), asc(subjects.code))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const totalCount = await totalOf(rows, filter.page, () =>
    ctx.db.select({ n: count() }).from(subjects).where(where),
  );
  return { subjects: rows.map(present), totalCount };
}

/** An active subject with every teacher's name, or 404 (an inactive one is not in the catalogue). */
export async function catalogueSubject(ctx: AppContext, id: string) {
  const [row] = await withPrimaryTeacher(ctx)
    .where(and(eq(subjects.id, id), eq(subjects.isActive, true)))
    .limit(1);
  if (!row) throw notFound('subjectNotFound');
  const teachers = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(subjectTeachers)
    .innerJoin(users, eq(users.id, subjectTeachers.teacherId))
    .where(eq(subjectTeachers.subjectId, id))
    .orderBy(sql`${subjectTeachers.isPrimary} desc`, asc(subjectTeachers.createdAt));
  return { ...present(row), teachers, topics: row.subject.curriculum.topics };
}
