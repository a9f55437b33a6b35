import type { QuizStatistics } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { answer, attemptCalls } from '../../../test/quiz-attempts.js';
import { quizSuite } from '../../../test/quizzes.js';
import { get } from '../../../test/requests.js';
import type { StoredQuizAnswer } from '../../db/schema/index.js';
import { quizStatistics } from './statistics.js';

const q1 = { id: 'q1', title: 'Unit of force', options: ['A', 'B', 'C', ''], rightChoice: 'A' };
const q2 = { id: 'q2', title: 'Scalar or vector', options: ['X', 'Y'], rightChoice: 'Y' };

/** An attempt answering q1 and q2 with these choices ('' unanswered), scored as submit would. */
function attempt(first: string, second: string) {
  const answers: StoredQuizAnswer[] = [
    {
      question_id: 'q1',
      position: 0,
      selected_answer: first,
      correct_answer: 'A',
      is_correct: first === 'A',
    },
    {
      question_id: 'q2',
      position: 1,
      selected_answer: second,
      correct_answer: 'Y',
      is_correct: second === 'Y',
    },
  ];
  return { score: (answers.filter((a) => a.is_correct).length / 2) * 100, answers };
}

describe('quizStatistics, a small case worked by hand', () => {
  // Scores 100, 100, 50, 50, 50, 50, 0, 50. With 8 attempts the top and bottom groups are
  // round(8 × 0.27) = 2 each: the top a1, a2; the bottom a8 and a7 (the lowest, ties kept in order).
  const attempts = [
    attempt('A', 'Y'), // a1 100
    attempt('A', 'Y'), // a2 100
    attempt('A', 'X'), // a3 50
    attempt('A', 'X'), // a4 50
    attempt('B', 'Y'), // a5 50
    attempt('B', 'Y'), // a6 50
    attempt('', 'X'), // a7 0
    attempt('A', 'X'), // a8 50
  ];
  const stats = quizStatistics([q1, q2], attempts);

  it('gives the attempts, mean (450 / 8) and median of the scores, and their histogram', () => {
    expect(stats.attempts).toBe(8);
    expect(stats.mean).toBe(56.3);
    expect(stats.median).toBe(50);
    expect(stats.histogram).toHaveLength(10);
    expect(stats.histogram[0]).toEqual({ from: 0, to: 9, count: 1 });
    expect(stats.histogram[5]).toEqual({ from: 50, to: 59, count: 5 });
    expect(stats.histogram[9]).toEqual({ from: 90, to: 100, count: 2 });
    expect(stats.histogram.reduce((sum, band) => sum + band.count, 0)).toBe(8);
  });

  it('gives each question its right-answer rate, discrimination and choices', () => {
    // q1: right in a1–a4 and a8 (5 / 8); top 2 / 2 right, bottom (a8 right, a7 not) 1 / 2.
    expect(stats.questions[0]).toEqual({
      question: 'q1',
      title: 'Unit of force',
      correctRate: 0.625,
      discrimination: 0.5,
      options: [
        { text: 'A', chosen: 5, correct: true },
        { text: 'B', chosen: 2, correct: false },
        { text: 'C', chosen: 0, correct: false },
      ],
      unanswered: 1,
    });
    // q2: right in a1, a2, a5, a6 (4 / 8); top 2 / 2, bottom 0 / 2.
    expect(stats.questions[1]).toMatchObject({
      correctRate: 0.5,
      discrimination: 1,
      options: [
        { text: 'X', chosen: 4, correct: false },
        { text: 'Y', chosen: 4, correct: true },
      ],
      unanswered: 0,
    });
  });

  it('has no figures but the questions with no attempt, and no discrimination below four', () => {
    const none = quizStatistics([q1], []);
    expect(none).toMatchObject({ attempts: 0, mean: null, median: null });
    expect(none.questions[0]).toMatchObject({ correctRate: null, discrimination: null, unanswered: 0 });
    const three = quizStatistics([q1], attempts.slice(0, 3));
    expect(three.questions[0]!.discrimination).toBeNull();
    expect(three.median).toBe(100);
  });
});

describe('GET /api/quizzes/:id/statistics', () => {
  const suite = quizSuite('Statistics quiz');
  const calls = attemptCalls(suite);

  it("gives the quiz's staff its figures from the submitted attempts; others 404 or 403", async () => {
    const { s, q, t } = suite;
    const quiz = await suite.newQuiz();
    // The student answers all four right; the classmate only the first; the latecomer starts only.
    for (const [who, body] of [
      [s.student, calls.allRight()],
      [s.classmate, { answers: [answer(q[0]!, q[0]!.rightChoice), answer(q[1]!, '0')], timeTaken: 10 }],
    ] as const) {
      expect((await calls.start(quiz._id, who)).statusCode).toBe(200);
      expect((await calls.submit(quiz._id, body, who)).statusCode).toBe(200);
    }

    const res = await get(t, `/api/quizzes/${quiz._id}/statistics`, s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data as QuizStatistics;
    expect(stats).toMatchObject({ attempts: 2, mean: 62.5, median: 62.5 });
    expect(stats.questions.map((x) => x.question)).toEqual(q.map((x) => x.id));
    expect(stats.questions.map((x) => x.correctRate)).toEqual([1, 0.5, 0.5, 0.5]);
    expect(stats.questions[1]!.options.find((o) => o.text === '0')).toEqual({
      text: '0',
      chosen: 1,
      correct: false,
    });
    expect(stats.questions[2]!.unanswered).toBe(1);
    expect((await get(t, `/api/quizzes/${quiz._id}/statistics`, s.admin.headers)).json().data).toEqual(stats);

    for (const [who, status] of [
      [s.otherTeacher, 404],
      [s.student, 403],
      [s.student.parent, 403],
    ] as const) {
      const refused = await get(t, `/api/quizzes/${quiz._id}/statistics`, who.headers);
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain(q[0]!.title);
    }
    expect((await get(t, '/api/quizzes/not-an-id/statistics', s.teacher.headers)).statusCode).toBe(400);
  });
});
