import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bankQuestion } from '../../../test/quizzes.js';
import { call, daysFromNow, fields, pdf, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { homeworkAnswers, homeworks } from '../../db/schema/index.js';

/**
 * Homework questions answered online: saved as chosen, handed in with the homework,
 * marked automatically; staff see the answers and the mark beside the files, students once the
 * homework has closed.
 */
let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
let q: Awaited<ReturnType<typeof bankQuestion>>[];
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  q = [
    await bankQuestion(t, s.subject.id, s.chapter.id, ['Newton', 'Joule', 'Watt', '']),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['vector', 'scalar', '', ''], 1),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['up', 'down', '', '']),
  ];
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
async function newHomework(questionIds = q.map((x) => x.id)) {
  const res = await sendForm(
    t,
    'POST',
    '/api/homeworks',
    fields({
      title: 'Forces worksheet',
      text: 'Answer online.',
      subject: s.subject.id,
      chapter: s.chapter.id,
      dueDate: daysFromNow(7),
      questions: questionIds,
    }),
    s.teacher.headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}
const save = (id: string, answers: unknown, who: Who = s.student) =>
  call(t, 'PUT', `/api/homeworks/${id}/answers`, who.headers, { answers });
const answer = (question: { id: string }, selectedAnswer: string) => ({
  question: question.id,
  selectedAnswer,
});
const handIn = (homeworkId: string) =>
  sendForm(
    t,
    'POST',
    '/api/homework-submissions/submit',
    [...fields({ homeworkId }), { ...pdf('work.pdf'), name: 'files' }],
    s.student.headers,
  );
const mine = async (id: string) => {
  const list = (
    await call(t, 'GET', '/api/homeworks/student/my-homeworks?limit=100', s.student.headers)
  ).json();
  return list.data.find((h: { _id: string }) => h._id === id);
};

describe('homework questions answered online', () => {
  it('saves answers as they are chosen and gives them back with the homework', async () => {
    const id = await newHomework();
    const first = await save(id, [answer(q[0]!, 'Joule')]);
    expect(first.statusCode, first.body).toBe(200);
    // A later choice replaces an earlier one; a question not on the homework is left out.
    const foreign = await bankQuestion(t, s.subject.id, s.chapter.id, ['a', 'b', '', '']);
    expect(
      (await save(id, [answer(q[0]!, 'Newton'), answer(q[1]!, 'vector'), answer(foreign, 'a')])).statusCode,
    ).toBe(200);
    expect((await save(id, [answer(q[1]!, 'vector')])).statusCode).toBe(200);
    expect((await mine(id)).answers).toEqual(
      expect.arrayContaining([
        { question: q[0]!.id, selectedAnswer: 'Newton' },
        { question: q[1]!.id, selectedAnswer: 'vector' },
      ]),
    );
    expect((await mine(id)).answers).toHaveLength(2);
  });

  it('marks them automatically: staff see answers and mark beside the files, the student once it closes', async () => {
    const id = await newHomework();
    await save(id, [answer(q[0]!, 'Newton'), answer(q[1]!, 'vector')]);
    const handed = await handIn(id);
    expect(handed.statusCode, handed.body).toBe(201);
    const expected = {
      correct: 1,
      total: 3,
      score: 33,
      answers: [
        {
          question: { _id: q[0]!.id, title: q[0]!.title, options: ['Newton', 'Joule', 'Watt'] },
          selectedAnswer: 'Newton',
          correctAnswer: 'Newton',
          isCorrect: true,
        },
        {
          question: { _id: q[1]!.id, title: q[1]!.title, options: ['vector', 'scalar'] },
          selectedAnswer: 'vector',
          correctAnswer: 'scalar',
          isCorrect: false,
        },
        {
          question: { _id: q[2]!.id, title: q[2]!.title, options: ['up', 'down'] },
          selectedAnswer: '',
          correctAnswer: 'up',
          isCorrect: false,
        },
      ],
    };
    const staff = (await call(t, 'GET', '/api/homework-submissions?limit=100', s.teacher.headers)).json();
    const row = staff.data.find((r: { homework: { _id: string } }) => r.homework._id === id);
    expect(row.questionAnswers).toEqual(expected);
    expect(row.files).toHaveLength(1);

    // Before the due date the student's reply holds no answer key.
    const before = (await call(t, 'GET', `/api/homework-submissions/my/${id}`, s.student.headers)).json();
    expect(before.submission.questionAnswers).toBeNull();
    await t.database.db
      .update(homeworks)
      .set({ dueDate: new Date(Date.now() - 1000) })
      .where(eq(homeworks.id, id));
    const after = (await call(t, 'GET', `/api/homework-submissions/my/${id}`, s.student.headers)).json();
    expect(after.submission.questionAnswers).toEqual(expected);

    // Handed in (and closed): no more changes.
    const late = await save(id, [answer(q[2]!, 'up')]);
    expect([late.statusCode, late.json().message]).toEqual([409, 'Submission closed']);
  });

  it('refuses answers once handed in, and from others; a homework without questions has no mark', async () => {
    const id = await newHomework();
    expect((await handIn(id)).statusCode).toBe(201);
    const res = await save(id, [answer(q[0]!, 'Newton')]);
    expect([res.statusCode, res.json().message]).toEqual([409, 'You have already submitted this homework.']);
    expect(
      await t.database.db.select().from(homeworkAnswers).where(eq(homeworkAnswers.homeworkId, id)),
    ).toEqual([]);
    expect((await save(id, [answer(q[0]!, 'Newton')], s.outsider)).statusCode).toBe(404);
    expect((await save(id, [answer(q[0]!, 'Newton')], s.teacher)).statusCode).toBe(403);
    const bad = await save(id, [{ question: 'x', selectedAnswer: 'a' }]);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'answers.0.question: must be a valid id']);

    const plain = await newHomework([]);
    await handIn(plain);
    const staff = (await call(t, 'GET', '/api/homework-submissions?limit=100', s.teacher.headers)).json();
    expect(
      staff.data.find((r: { homework: { _id: string } }) => r.homework._id === plain).questionAnswers,
    ).toBeNull();
  });
});
