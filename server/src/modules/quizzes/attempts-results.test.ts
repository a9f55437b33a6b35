import { describe, expect, it } from 'vitest';
import { attemptCalls } from '../../../test/quiz-attempts.js';
import { quizSuite } from '../../../test/quizzes.js';
import { daysFromNow } from '../../../test/requests.js';

/** The student's quizzes: those open to take, and My Results. */

const suite = quizSuite('Quiz');
const { start, submit, available, myResults, allRight } = attemptCalls(suite);

describe('available quizzes', () => {
  it("lists the student's open quizzes, soonest due first, with a running attempt's time left", async () => {
    const later = await suite.newQuiz({ dueDate: daysFromNow(20), durationMinutes: 7 });
    const sooner = await suite.newQuiz({ dueDate: daysFromNow(19) });
    const closed = await suite.newQuiz({ dueDate: daysFromNow(-1) });
    const done = await suite.newQuiz({ dueDate: daysFromNow(19) });
    await start(done._id);
    await submit(done._id, allRight());
    await start(later._id);

    const res = await available();
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string; dueDate: string; attempt: unknown }[];
    const listed = list.map((x) => x._id);
    expect(listed).not.toContain(closed._id);
    expect(listed).not.toContain(done._id);
    expect(listed.indexOf(sooner._id)).toBeLessThan(listed.indexOf(later._id));
    const dueDates = list.map((x) => x.dueDate);
    expect([...dueDates].sort()).toEqual(dueDates);
    expect(list.find((x) => x._id === sooner._id)).toEqual({
      _id: sooner._id,
      title: sooner.title,
      description: 'Chapter 1 check',
      subject: { _id: suite.s.subject.id, name: 'Physics', title: 'Physics' },
      durationMinutes: 15,
      dueDate: expect.any(String),
      questionCount: 4,
      attempt: null,
    });
    const running = list.find((x) => x._id === later._id)!.attempt as { timeLeftSeconds: number };
    expect(running).toEqual({ startedAt: expect.any(String), timeLeftSeconds: expect.any(Number) });
    expect(running.timeLeftSeconds).toBeGreaterThan(7 * 60 - 5);
    expect(running.timeLeftSeconds).toBeLessThanOrEqual(7 * 60);

    expect((await available(suite.s.classmate)).json().data.map((x: { _id: string }) => x._id)).toContain(
      done._id,
    );
    for (const who of [suite.s.outsider, suite.s.lapsed]) {
      expect((await available(who)).json().data).toEqual([]);
    }
  });
});

describe('My Results', () => {
  it("shows a student's submitted quizzes newest first, and a parent their child's", async () => {
    const older = await suite.newQuiz();
    await start(older._id, suite.s.classmate);
    await submit(older._id, allRight(), suite.s.classmate);
    const running = await suite.newQuiz();
    await start(running._id, suite.s.classmate);
    const newer = await suite.newQuiz();
    await start(newer._id, suite.s.classmate);
    await submit(newer._id, { answers: [] }, suite.s.classmate);

    const mine = (await myResults(suite.s.classmate)).json().data;
    expect(mine.map((r: { quiz: { _id: string } }) => r.quiz._id)).toEqual([newer._id, older._id]);
    expect(mine[1]).toMatchObject({ status: 'graded', grade: 100, score: 100 });
    expect(mine[0].answers).toHaveLength(4);

    const parent = suite.s.classmate.parent;
    const viaParent = await myResults(parent, `?student=${suite.s.classmate.profile.id}`);
    expect(viaParent.statusCode).toBe(200);
    expect(viaParent.json().data).toEqual(mine);
    expect((await myResults(parent)).statusCode).toBe(400);
    expect((await myResults(parent, `?student=${suite.s.student.profile.id}`)).statusCode).toBe(404);
    expect((await myResults(suite.s.student, `?student=${suite.s.classmate.profile.id}`)).statusCode).toBe(
      404,
    );
    expect((await myResults(suite.s.teacher)).statusCode).toBe(403);
    expect((await myResults(suite.s.outsider)).json()).toEqual({ success: true, data: [] });
  });
});
