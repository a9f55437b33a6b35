import { exams, homeworks, quizzes } from '../src/db/schema/index.js';
import { createTestApp } from './app.js';
import { makeSchool } from './school.js';
import { fileSuite } from './suite.js';

/** A moment this many days from now (negative: in the past). */
export const days = (n: number) => new Date(Date.now() + n * 86_400_000);

/**
 * The school of test/school.ts for the student home suites (src/modules/student-home/), with work
 * put straight in the database, due on the date given.
 */
async function makeStudentHomeSchool() {
  const t = await createTestApp();
  const db = () => t.database.db;
  return {
    t,
    ...(await makeSchool(t)),
    db,
    async homework(subjectId: string, chapterId: string, title: string, due: Date) {
      const [row] = await db()
        .insert(homeworks)
        .values({ title, subjectId, chapterId, dueDate: due })
        .returning();
      return row!;
    },
    async quiz(subjectId: string, title: string, due: Date) {
      const [row] = await db()
        .insert(quizzes)
        .values({ title, subjectId, dueDate: due, durationMinutes: 20 })
        .returning();
      return row!;
    },
    async exam(subjectId: string, title: string, due: Date) {
      const [row] = await db().insert(exams).values({ title, subjectId, dueDate: due }).returning();
      return row!;
    },
  };
}

/** That school, made for a test file's tests (test/suite.ts). */
export const studentHomeSuite = () => fileSuite(makeStudentHomeSchool);
