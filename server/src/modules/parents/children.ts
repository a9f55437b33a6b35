import type { MyChild } from '@sabora/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { studentSubjects, students, subjects, users } from '../../db/schema/index.js';

/**
 * The students side of the parent link (docs/decisions.md, "Parent link": a parent is linked to
 * every student whose parentEmail matches their email, case-insensitive). The parents domain reads
 * children here.
 */
const parentEmailKey = sql`lower(${students.parentEmail})`;
const ofParents = (emails: readonly string[]): SQL =>
  inArray(
    parentEmailKey,
    emails.map((e) => e.toLowerCase()),
  );

/** The children of many parents in one query, by first name; `parentEmail` is lower-cased. */
export async function childrenOfParents(db: Db | Tx, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      _id: students.id,
      studentId: students.studentId,
      parentEmail: sql<string>`${parentEmailKey}`,
      firstName: users.firstName,
      lastName: users.lastName,
      system: students.system,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(ofParents(emails))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.studentId));
}

/** A parent's own children with their active enrolments (two queries). */
export async function childrenWithSubjects(db: Db | Tx, parentEmail: string): Promise<MyChild[]> {
  const children = await db
    .select({
      _id: students.id,
      studentId: students.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      system: students.system,
      academicYear: students.academicYear,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(ofParents([parentEmail]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.studentId));
  if (children.length === 0) return [];
  const enrolled = await db
    .select({
      studentId: studentSubjects.studentId,
      _id: subjects.id,
      name: subjects.name,
      code: subjects.code,
    })
    .from(studentSubjects)
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .where(
      and(
        inArray(
          studentSubjects.studentId,
          children.map((c) => c._id),
        ),
        eq(studentSubjects.isActive, true),
      ),
    )
    .orderBy(asc(subjects.name));
  return children.map((child) => ({
    ...child,
    subjects: enrolled
      .filter((e) => e.studentId === child._id)
      .map(({ _id, name, code }) => ({ _id, name, code })),
  }));
}

/** When a parent's account changes, their children's parent fields follow, so the link survives. */
export async function followParent(
  tx: Tx,
  previousEmail: string,
  parent: { email: string; name: string; phone: string },
) {
  await tx
    .update(students)
    .set({
      parentEmail: parent.email,
      parentName: parent.name,
      parentPhone: parent.phone,
      updatedAt: new Date(),
    })
    .where(ofParents([previousEmail]));
}
