import { GRADE_MESSAGE } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { gradingSuite, type School } from '../../../test/grading.js';
import { bankQuestion, createQuiz, quizForm } from '../../../test/quizzes.js';
import { fields, get, rowCount } from '../../../test/requests.js';
import {
  gradeHistory,
  homeworks,
  notifications,
  quizAttemptFiles,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.js';

const { suite, file, newHomework, grade } = gradingSuite();
let t: TestContext;
let s: School;
beforeAll(() => {
  ({ t, s } = suite);
});

// Quiz grading, and the missing list read page by page.
describe('the missing list, page by page', () => {
  it('walks every missing row once across pages, latest due first', async () => {
    const dues = [2, 1].map((hours) => new Date(Date.now() - hours * 3_600_000));
    for (const [n, due] of dues.entries()) {
      const hw = await newHomework(`Paged missing sheet ${n + 1}`);
      await t.database.db.update(homeworks).set({ dueDate: due }).where(eq(homeworks.id, hw._id));
    }
    const url = (page: number) =>
      `/api/homework-submissions?status=missing&search=paged%20missing&limit=1&page=${page}`;
    const first = (await get(t, url(1), s.teacher.headers)).json();
    expect(first.totalCount).toBeGreaterThanOrEqual(4);
    expect(first.totalPages).toBe(first.totalCount);
    const rows: { _id: string; dueDate: string }[] = [...first.data];
    for (let page = 2; page <= first.totalPages; page++) {
      const res = await get(t, url(page), s.teacher.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(1);
      rows.push(...res.json().data);
    }
    expect(new Set(rows.map((row) => row._id)).size).toBe(first.totalCount);
    const times = rows.map((row) => Date.parse(row.dueDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get(t, url(first.totalPages + 1), s.teacher.headers)).json().data).toEqual([]);
  });
});

describe('quiz grading', () => {
  async function takenQuiz(title: string, submitted = true) {
    const q = await bankQuestion(t, s.subject.id, s.chapter.id, ['A', 'B']);
    const quiz = await createQuiz(t, s.teacher.headers, quizForm(s.subject.id, [q.id], { title }));
    const [attempt] = await t.database.db
      .insert(quizAttempts)
      .values({
        quizId: quiz._id,
        studentId: s.student.profile.id,
        totalQuestions: 1,
        ...(submitted
          ? {
              submittedAt: new Date(),
              status: 'graded' as const,
              score: 0,
              grade: 0,
              correctAnswers: 0,
              timeTaken: 30,
            }
          : {}),
      })
      .returning();
    return { quiz, attempt: attempt! };
  }

  it('lists submitted attempts, regrades with history, and serves correction files to the student', async () => {
    const { quiz, attempt } = await takenQuiz('Graded quiz');
    await takenQuiz('Running quiz', false);
    const list = await get(t, '/api/quiz-submissions?search=quiz', s.teacher.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { _id: string }) => d._id)).toEqual([attempt.id]);
    expect(list.json().data[0]).toMatchObject({
      status: 'graded',
      grade: 0,
      student: { _id: s.student.profile.id },
      quiz: { _id: quiz._id },
      files: [],
      correctionFiles: [],
      gradeHistory: [],
    });
    expect((await get(t, '/api/quiz-submissions?status=submitted', s.teacher.headers)).json().data).toEqual(
      [],
    );

    for (const bad of ['-1', '101', 'abc', '50.5']) {
      const res = await grade('quiz', attempt.id, fields({ grade: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GRADE_MESSAGE);
    }
    const res = await grade('quiz', attempt.id, [
      ...fields({ grade: '60', feedback: 'Partly right' }),
      file('quiz-fix.pdf', 'correctionFiles'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      grade: 60,
      score: 0,
      feedback: 'Partly right',
      gradeHistory: [{ oldGrade: 0, newGrade: 60 }],
    });
    expect(await rowCount(t, quizAttemptFiles)).toBe(1);
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'graded', score: 0, grade: 60, gradedBy: s.teacher.user.id });
    // The quizzes' history is read beside their replies: a removed grader shows as nobody there too.
    await t.database.db
      .update(gradeHistory)
      .set({ gradedBy: null })
      .where(eq(gradeHistory.submissionId, attempt.id));
    const relisted = await get(t, '/api/quiz-submissions?search=quiz', s.teacher.headers);
    expect(relisted.json().data[0].gradeHistory).toEqual([
      { gradedBy: null, at: expect.any(String), oldGrade: 0, newGrade: 60 },
    ]);

    const mine = await get(t, '/api/quiz-submissions/my', s.student.headers);
    const item = mine.json().data.find((d: { _id: string }) => d._id === attempt.id);
    expect(item.correctionFiles).toEqual([
      expect.objectContaining({
        index: 0,
        originalName: 'quiz-fix.pdf',
        url: `/api/quiz-submissions/${attempt.id}/correction-file/0`,
      }),
    ]);
    const url = `/api/quiz-submissions/${attempt.id}/correction-file/0`;
    expect((await get(t, url, s.student.headers)).body).toBe('bytes of quiz-fix.pdf');
    expect((await get(t, url, s.student.parent.headers)).statusCode).toBe(200);
    expect((await get(t, url, s.teacher.headers)).statusCode).toBe(200);
    expect((await get(t, url, s.classmate.headers)).statusCode).toBe(404);
    expect((await get(t, url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect(
      (await get(t, `/api/quiz-submissions/${attempt.id}/correction-file/1`, s.student.headers)).statusCode,
    ).toBe(404);

    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Grade posted: Graded quiz'));
    expect(note).toMatchObject({ userId: s.student.user.id, link: '/quiz-students' });
    expect((await grade('quiz', attempt.id, fields({ grade: '50' }), s.otherTeacher)).statusCode).toBe(404);
  });

  it('does not grade a running attempt and lists past-due quizzes without a submission as missing', async () => {
    const { quiz, attempt } = await takenQuiz('Unfinished quiz', false);
    expect((await grade('quiz', attempt.id, fields({ grade: '50' }))).statusCode).toBe(404);
    await t.database.db
      .update(quizzes)
      .set({ dueDate: new Date(Date.now() - 60_000) })
      .where(eq(quizzes.id, quiz._id));
    const res = await get(t, '/api/quiz-submissions?status=missing&search=unfinished', s.admin.headers);
    const ids = res
      .json()
      .data.map((d: { _id: string }) => d._id)
      .sort();
    expect(ids).toEqual(
      [`missing:${quiz._id}:${s.student.profile.id}`, `missing:${quiz._id}:${s.classmate.profile.id}`].sort(),
    );
    expect(res.json().data[0]).toMatchObject({
      status: 'missing',
      quiz: { _id: quiz._id },
      submittedAt: null,
    });
  });
});
