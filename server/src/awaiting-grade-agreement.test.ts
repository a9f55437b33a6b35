import type { Gradebook, StaffOverview, StudentSummary } from '@sabora/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../test/factories.js';
import { daysFromNow, get } from '../test/requests.js';
import { TERM_START } from '../test/school.js';
import {
  examSubmissions,
  exams,
  homeworkSubmissions,
  homeworks,
  quizAttempts,
  quizzes,
} from './db/schema/index.js';

/**
 * Awaiting a grade is one rule (docs/decisions.md, "Awaiting a grade"; `awaitingGrade` and the
 * contract's `isGraded`) with several readers: the teacher's overview, the gradebook, each
 * student's summary and the staff lists filtered by status. One school, fed to them all.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('counts the same work awaiting a grade for the teacher, the gradebook, the students and the lists', async () => {
  const db = t.database.db;
  const teacher = await signedIn(t, 'teacher');
  const subject = await makeSubject(t, { name: 'Agreement biology' });
  const chapter = await makeChapter(t, subject.id, 1, 'Cells');
  await assignTeacher(t, subject.id, teacher.user.id);
  const pupils = [];
  for (let i = 0; i < 3; i++) {
    const pupil = await signedIn(t, 'student');
    pupils.push({
      ...pupil,
      profileId: (await enrol(t, pupil.user.id, [subject.id], { enrolledAt: TERM_START })).id,
    });
  }
  const [a, b, c] = pupils as [(typeof pupils)[number], (typeof pupils)[number], (typeof pupils)[number]];
  const [homework] = await db
    .insert(homeworks)
    .values({
      title: 'Cell diagram',
      subjectId: subject.id,
      chapterId: chapter.id,
      dueDate: new Date(daysFromNow(-2)),
    })
    .returning();
  const [exam] = await db
    .insert(exams)
    .values({ title: 'Cells test', subjectId: subject.id, dueDate: new Date(daysFromNow(-1)) })
    .returning();
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: 'Cells quiz',
      subjectId: subject.id,
      dueDate: new Date(daysFromNow(-1)),
      durationMinutes: 5,
    })
    .returning();
  // Waiting: b's and c's homework (c's late) and a's exam. Graded: a's homework, b's exam, a's quiz.
  await db.insert(homeworkSubmissions).values([
    { homeworkId: homework!.id, studentId: a.profileId, status: 'graded', grade: 80 },
    { homeworkId: homework!.id, studentId: b.profileId, status: 'submitted' },
    { homeworkId: homework!.id, studentId: c.profileId, status: 'late', isLate: true },
  ]);
  await db.insert(examSubmissions).values([
    { examId: exam!.id, studentId: a.profileId, status: 'submitted' },
    { examId: exam!.id, studentId: b.profileId, status: 'graded', grade: 70 },
  ]);
  await db.insert(quizAttempts).values({
    quizId: quiz!.id,
    studentId: a.profileId,
    submittedAt: new Date(daysFromNow(-2)),
    status: 'graded',
    score: 90,
    grade: 90,
    totalQuestions: 4,
  });
  const expected = 3;

  const overview = (await get(t, '/api/staff/overview', teacher.headers)).json().data as StaffOverview;
  expect(overview.toGrade).toEqual({ homework: 2, exam: 1, total: expected });

  const book = (await get(t, `/api/gradebook?subject=${subject.id}`, teacher.headers)).json()
    .data as Gradebook;
  const waitingCells = book.students.flatMap((s) =>
    s.cells.filter((cell) => cell.status === 'awaitingGrade'),
  );
  expect(waitingCells).toHaveLength(expected);

  let fromSummaries = 0;
  for (const pupil of pupils) {
    const summary = (await get(t, '/api/students/me/summary', pupil.headers)).json().data as StudentSummary;
    fromSummaries += summary.counts.awaitingGrade;
  }
  expect(fromSummaries).toBe(expected);

  let fromLists = 0;
  for (const kind of ['homework', 'exam', 'quiz']) {
    for (const status of ['submitted', 'late']) {
      const list = await get(
        t,
        `/api/${kind}-submissions?status=${status}&subject=${subject.id}`,
        teacher.headers,
      );
      expect(list.statusCode).toBe(200);
      // A quiz is marked when submitted: 'late' there names a late quiz that is graded already.
      if (kind !== 'quiz') fromLists += list.json().totalCount as number;
    }
  }
  expect(fromLists).toBe(expected);
});
