import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { quizSchool } from '../../test/quizzes.js';
import { call } from '../../test/requests.js';

/**
 * Migrations that move stored data: what a school had before one reads the same after it. Each test
 * stores data through the API, puts it back into the tables of before the migration, and runs the
 * migration's own files (the run's template database has long passed them).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function runMigration(tag: string) {
  const file = readFileSync(path.join(import.meta.dirname, 'migrations', `${tag}.sql`), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.database.executeSql(statement);
}

describe("0020 and 0021: a submission's quiz answers become one row", () => {
  it('keeps every submitted answer of every attempt, in quiz order', async () => {
    const { s, q, newQuiz } = await quizSchool(t, 'Migrated');
    const quiz = await newQuiz({ showCorrectAnswers: 'afterSubmit' });
    const submitted = [
      {
        who: s.student,
        answers: [
          { question: q[0]!.id, selectedAnswer: 'Newton' },
          { question: q[1]!.id, selectedAnswer: '0' },
        ],
      },
      { who: s.classmate, answers: [{ question: q[3]!.id, selectedAnswer: 'false' }] },
    ];
    for (const { who, answers } of submitted) {
      expect((await call(t, 'POST', `/api/quizzes/${quiz._id}/start`, who.headers)).statusCode).toBe(200);
      const res = await call(t, 'POST', `/api/quizzes/${quiz._id}/submit`, who.headers, { answers });
      expect(res.statusCode, res.body).toBe(200);
    }
    const results = async () =>
      Promise.all(
        submitted.map(
          async ({ who }) => (await call(t, 'GET', '/api/quiz-submissions/my', who.headers)).json().data,
        ),
      );
    const before = await results();
    expect(before[0][0].answers.map((a: { selectedAnswer: string }) => a.selectedAnswer)).toEqual([
      'Newton',
      '0',
      '',
      '',
    ]);
    expect(before[1][0].answers.map((a: { isCorrect: boolean }) => a.isCorrect)).toEqual([
      false,
      false,
      false,
      true,
    ]);

    // The tables of before 0020 (as 0005 made them), one row per answer, stored last question first.
    await t.database.executeSql(`
      CREATE TABLE quiz_answers (
        attempt_id uuid NOT NULL REFERENCES quiz_attempts(id) ON DELETE cascade,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE restrict,
        position integer NOT NULL,
        selected_answer text NOT NULL,
        correct_answer text NOT NULL,
        is_correct boolean NOT NULL,
        PRIMARY KEY (attempt_id, position)
      );
      INSERT INTO quiz_answers
        SELECT a.attempt_id, x.question_id, x.position, x.selected_answer, x.correct_answer, x.is_correct
        FROM quiz_attempt_answers a CROSS JOIN jsonb_to_recordset(a.answers) AS x(question_id uuid,
          position int, selected_answer text, correct_answer text, is_correct boolean)
        ORDER BY x.position DESC;
      DROP TABLE quiz_attempt_answers;`);
    const rows = await t.database.executeSql('SELECT count(*)::int AS n FROM quiz_answers');
    expect(rows).toMatchObject({ rows: [{ n: 8 }] });

    await runMigration('0020_quiz_attempt_answers');
    await runMigration('0021_drop_quiz_answer_rows');

    expect(await results()).toEqual(before);
    const gone = await t.database.executeSql(`SELECT to_regclass('quiz_answers') AS t`);
    expect(gone).toMatchObject({ rows: [{ t: null }] });
  });
});

describe('0023: when the answer key shows', () => {
  it('gives the quizzes of before it the default, after the due date', async () => {
    const { s, newQuiz } = await quizSchool(t, 'Keyless');
    const quiz = await newQuiz();
    await t.database.executeSql(`
      ALTER TABLE quizzes DROP COLUMN show_correct_answers;
      DROP TYPE quiz_show_correct_answers;`);

    await runMigration('0023_quiz_show_correct_answers');

    const listed = await call(t, 'GET', `/api/quizzes?search=${quiz.title}`, s.teacher.headers);
    expect(listed.json().data.map((x: { showCorrectAnswers: string }) => x.showCorrectAnswers)).toEqual([
      'afterDue',
    ]);
  });
});
