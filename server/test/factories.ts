import { chapters, studentSubjects, students, subjects, subjectTeachers } from '../src/db/schema/index.js';
import type { TestContext } from './app.js';

let n = 0;

/**
 * A subject straight in the database (system National unless given), with its teachers when
 * listed (`primary` among them is the primary one).
 */
export async function makeSubject(
  t: TestContext,
  {
    teachers = [],
    primary,
    ...overrides
  }: Partial<typeof subjects.$inferInsert> & { teachers?: string[]; primary?: string } = {},
) {
  n += 1;
  const [row] = await t.database.db
    .insert(subjects)
    .values({
      name: `Subject ${n}`,
      code: `SUB-${n}-${Date.now() % 100000}`,
      academicYear: '2026',
      ...overrides,
    })
    .returning();
  for (const teacherId of teachers) await assignTeacher(t, row!.id, teacherId, teacherId === primary);
  return row!;
}

export async function assignTeacher(t: TestContext, subjectId: string, teacherId: string, isPrimary = true) {
  await t.database.db.insert(subjectTeachers).values({ subjectId, teacherId, isPrimary });
}

export async function makeChapter(t: TestContext, subjectId: string, order = 1, title = `Chapter ${order}`) {
  const [row] = await t.database.db.insert(chapters).values({ subjectId, title, order }).returning();
  return row!;
}

/** Gives a student-role user a profile and enrols them in the subjects (active unless said). */
export async function enrol(
  t: TestContext,
  userId: string,
  subjectIds: string[],
  options: {
    parentEmail?: string;
    system?: 'National' | 'IGCSE' | 'American';
    isActive?: boolean;
    /** When they enrolled (now by default): work due before it is not missing for them. */
    enrolledAt?: Date;
  } = {},
) {
  n += 1;
  const [profile] = await t.database.db
    .insert(students)
    .values({
      userId,
      studentId: `STU-T-${n}-${Date.now() % 100000}`,
      system: options.system ?? 'National',
      academicYear: '2026',
      parentName: 'Parent Person',
      parentEmail: options.parentEmail ?? `parent-of-${n}@example.com`,
      parentPhone: '+20 100 000 0000',
    })
    .returning();
  if (subjectIds.length) {
    await t.database.db.insert(studentSubjects).values(
      subjectIds.map((subjectId) => ({
        studentId: profile!.id,
        subjectId,
        isActive: options.isActive ?? true,
        ...(options.enrolledAt ? { enrolledAt: options.enrolledAt } : {}),
      })),
    );
  }
  return profile!;
}
