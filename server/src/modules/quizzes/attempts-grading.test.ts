import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answer, attemptCalls } from '../../../test/quiz-attempts.js';
import { bankQuestion, quizForm, quizSuite } from '../../../test/quizzes.js';
import { call, fields, sendForm } from '../../../test/requests.js';
import { questions, quizAttempts } from '../../db/schema/index.js';

/** Submitting a quiz: the result, graded on the server from the questions as they are. */

const suite = quizSuite('Quiz');
const { start, submit, myResults, allRight } = attemptCalls(suite);

describe('submitting a quiz', () => {
  it('replies to a submit with the result as it was stored', async () => {
    const quiz = await suite.newQuiz();
    await start(quiz._id);
    const { submission } = (await submit(quiz._id, allRight())).json();
    const stored = (await myResults()).json().data.find((r: { _id: string }) => r._id === submission._id);
    expect(submission).toEqual(stored);
  });

  it('starts and grades with the questions as they are now, after an edit through the bank or the quiz', async () => {
    // A process keeps a quiz's questions between requests; an edit must show at once.
    const mine = await bankQuestion(suite.t, suite.s.subject.id, suite.s.chapter.id, [
      'alpha',
      'beta',
      'gamma',
      'delta',
    ]);
    const quiz = await suite.newQuiz({
      questions: [mine.id, suite.q[0]!.id],
      showCorrectAnswers: 'afterSubmit',
    });
    expect((await start(quiz._id, suite.s.classmate)).json().questions[0].title).toBe(mine.title);
    const edited = await sendForm(
      suite.t,
      'PUT',
      `/api/question-bank/${mine.id}`,
      fields({
        subject: suite.s.subject.id,
        chapter: suite.s.chapter.id,
        title: 'Which letter comes second?',
        options: ['alpha', 'beta', 'gamma', 'delta'],
        rightChoice: 'beta',
      }),
      suite.s.teacher.headers,
    );
    expect(edited.statusCode).toBe(200);
    const started = (await start(quiz._id)).json();
    expect(started.questions.map((x: { title: string }) => x.title)).toEqual([
      'Which letter comes second?',
      suite.q[0]!.title,
    ]);
    const graded = (await submit(quiz._id, { answers: [answer(mine, 'beta')] })).json();
    expect(graded.submission.answers[0]).toMatchObject({ correctAnswer: 'beta', isCorrect: true });

    // The quiz itself edited: its questions reordered. Edits are refused once a student has an
    // attempt, so the attempt that filled the kept copy is removed first.
    const other = await suite.newQuiz({ questions: [mine.id, suite.q[0]!.id] });
    expect((await start(other._id, suite.s.classmate)).json().questions[0]._id).toBe(mine.id);
    await suite.t.database.db.delete(quizAttempts).where(eq(quizAttempts.quizId, other._id));
    const reordered = await call(
      suite.t,
      'PUT',
      `/api/quizzes/${other._id}`,
      suite.s.teacher.headers,
      quizForm(suite.s.subject.id, [suite.q[0]!.id, mine.id], { title: other.title }),
    );
    expect(reordered.statusCode).toBe(200);
    expect((await start(other._id)).json().questions.map((x: { _id: string }) => x._id)).toEqual([
      suite.q[0]!.id,
      mine.id,
    ]);
  });

  it('grades right, wrong, empty and missing answers on the server', async () => {
    // Its answer key shows at once (answer-key.test.ts covers the other settings).
    const quiz = await suite.newQuiz({ showCorrectAnswers: 'afterSubmit' });
    await start(quiz._id);
    const res = await submit(quiz._id, {
      answers: [
        answer(suite.q[0]!, 'Newton'),
        answer(suite.q[1]!, '1 m/s²'),
        answer(suite.q[2]!, ''),
        { question: 'not-a-question', selectedAnswer: 'true' },
        answer(suite.q[0]!, 'Joule'),
      ],
      timeTaken: 42,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, score: 25, correctAnswers: 1, totalQuestions: 4 });
    expect(body.submission).toMatchObject({
      quiz: {
        _id: quiz._id,
        title: quiz.title,
        subject: { _id: suite.s.subject.id, name: 'Physics', system: 'National' },
      },
      status: 'graded',
      grade: 25,
      score: 25,
      isLate: false,
      feedback: '',
      totalQuestions: 4,
      correctAnswers: 1,
    });
    // 42 s were claimed, but the attempt started moments ago: the real time is kept.
    expect(body.submission.timeTaken).toBeLessThan(42);
    expect(body.submission.answers).toEqual([
      {
        question: { _id: suite.q[0]!.id, title: suite.q[0]!.title, options: suite.q[0]!.options },
        selectedAnswer: 'Newton',
        correctAnswer: 'Newton',
        isCorrect: true,
      },
      expect.objectContaining({ selectedAnswer: '1 m/s²', correctAnswer: '9.8 m/s²', isCorrect: false }),
      expect.objectContaining({ selectedAnswer: '', correctAnswer: 'scalar', isCorrect: false }),
      expect.objectContaining({ selectedAnswer: '', correctAnswer: 'false', isCorrect: false }),
    ]);
    expect(body.submission.answers[1].question.options).toEqual(['9.8 m/s²', '1 m/s²', '0']);
  });

  it('rounds the score to a whole percentage', async () => {
    const quiz = await suite.newQuiz({ questions: [suite.q[0]!.id, suite.q[1]!.id, suite.q[2]!.id] });
    await start(quiz._id);
    const res = await submit(quiz._id, {
      answers: [
        answer(suite.q[0]!, 'Newton'),
        answer(suite.q[1]!, '9.8 m/s²'),
        answer(suite.q[2]!, 'vector'),
      ],
    });
    expect(res.json()).toMatchObject({ score: 67, correctAnswers: 2, totalQuestions: 3 });
    expect(res.json().submission.grade).toBe(67);
  });

  it('keeps the result when the question is edited later', async () => {
    const quiz = await suite.newQuiz({ questions: [suite.q[3]!.id], showCorrectAnswers: 'afterSubmit' });
    await start(quiz._id);
    expect((await submit(quiz._id, { answers: [answer(suite.q[3]!, 'false')] })).json().score).toBe(100);
    await suite.t.database.db
      .update(questions)
      .set({ rightChoice: 'true' })
      .where(eq(questions.id, suite.q[3]!.id));
    const [result] = (await myResults())
      .json()
      .data.filter((r: { quiz: { _id: string } }) => r.quiz._id === quiz._id);
    expect(result).toMatchObject({ score: 100, grade: 100, correctAnswers: 1 });
    expect(result.answers[0]).toMatchObject({ correctAnswer: 'false', isCorrect: true });
    await suite.t.database.db
      .update(questions)
      .set({ rightChoice: 'false' })
      .where(eq(questions.id, suite.q[3]!.id));
  });
});
