import { type AnyColumn, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  type QuizAttemptRow,
  quizAttemptAnswers,
  quizAttempts,
  quizzes,
  type StoredQuizAnswer,
} from '../../db/schema/index.js';
import { batched } from '../../lib/batch.js';
import type { GradedAnswer } from './grading.js';

/**
 * The two writes of a quiz rush, each one statement for every caller that arrives
 * together (lib/batch.ts): the starts of a year group become a few dozen inserts and commits
 * instead of two thousand, and so do their submits. Each item keeps its own conditions, so a
 * batch decides exactly what the same calls one by one would have.
 */

const BATCH = { concurrency: 4, maxItems: 250 };

/**
 * A column by its bare name, from the schema, where SQL takes no table before it (an insert's or
 * update's column list, an ON CONFLICT target): a renamed column renames here too. The statements
 * below are written as SQL because drizzle cannot say them (a batch read from JSON, locked,
 * inserted or updated, and answered, in one statement); their rows are typed from the schema.
 */
const column = (target: AnyColumn) => sql.identifier(target.name);

export interface StartToRecord {
  quizId: string;
  /** The quiz's updated_at as read: the attempt is recorded only if the quiz is still that version. */
  quizStamp: string;
  studentId: string;
  total: number;
  startedAt: Date;
}

/**
 * Records new attempts, each only if its quiz is still the version the caller read: a share lock
 * on the quiz rows makes an edit of their questions (which locks the quiz for update) wait for these
 * attempts, then see them and refuse; an edit that got in first changes updated_at, and no attempt
 * is recorded. Two starts at once (two tabs): the unique index keeps one, and the same student
 * twice in one batch is recorded once. An item's result is its attempt, or null for "read again".
 */
async function insertStarts(db: Db, items: readonly StartToRecord[]) {
  const first = firstOfEach(items, (s) => `${s.quizId}/${s.studentId}`);
  const rows = JSON.stringify(
    items
      .filter((_, i) => first[i])
      .map((s) => ({
        quiz_id: s.quizId,
        stamp: s.quizStamp,
        student_id: s.studentId,
        total: s.total,
        started_at: s.startedAt.toISOString(),
      })),
  );
  const a = quizAttempts;
  const inserted = await db.execute<Pick<QuizAttemptRow, 'id' | 'quizId' | 'studentId'>>(sql`
    with asked as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as x(quiz_id uuid, stamp text, student_id uuid, total int, started_at timestamptz)
    ), locked as (
      select ${quizzes.id} as id, ${quizzes.updatedAt}::text as stamp from ${quizzes}
      where ${quizzes.id} in (select quiz_id from asked) for share
    )
    insert into ${a} (${column(a.quizId)}, ${column(a.studentId)}, ${column(a.totalQuestions)}, ${column(a.startedAt)})
    select asked.quiz_id, asked.student_id, asked.total, asked.started_at
    from asked join locked on locked.id = asked.quiz_id and locked.stamp = asked.stamp
    on conflict (${column(a.quizId)}, ${column(a.studentId)}) do nothing
    returning ${a.id} as "id", ${a.quizId} as "quizId", ${a.studentId} as "studentId"`);
  const ids = new Map(inserted.rows.map((r) => [`${r.quizId}/${r.studentId}`, r.id]));
  return items.map((s, i) => {
    const id = first[i] && ids.get(`${s.quizId}/${s.studentId}`);
    return id ? { id, startedAt: s.startedAt } : null;
  });
}

/** For each item, whether it is the first of the batch with its key (later ones read again). */
function firstOfEach<T>(items: readonly T[], key: (item: T) => string) {
  const seen = new Set<string>();
  return items.map((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export interface SubmissionToRecord {
  attempt: QuizAttemptRow;
  graded: readonly GradedAnswer[];
  /** The saved answers that were graded: the write is refused if others were saved meanwhile. */
  savedAnswersGraded: Record<string, string>;
}

/**
 * Marks attempts submitted and stores their answers (one row each) in one statement (atomic: all
 * or none), each only if it was not submitted yet and its saved answers are still those that were
 * graded (an answer saved meanwhile means grading again). An item's result is true when it was the one that
 * wrote; of two submits of the same attempt in one batch, only the first can.
 */
export async function writeSubmissions(db: Db | Tx, items: readonly SubmissionToRecord[]) {
  const first = firstOfEach(items, (s) => s.attempt.id);
  const rows = JSON.stringify(
    items
      .filter((_, i) => first[i])
      .map(({ attempt: a, graded, savedAnswersGraded }) => ({
        id: a.id,
        submitted_at: a.submittedAt?.toISOString(),
        status: a.status,
        is_late: a.isLate,
        score: a.score,
        grade: a.grade,
        correct_answers: a.correctAnswers,
        total_questions: a.totalQuestions,
        time_taken: a.timeTaken,
        graded_at: a.gradedAt?.toISOString(),
        auto_submitted: a.autoSubmitted,
        saved: savedAnswersGraded,
        answers: graded.map(
          (g): StoredQuizAnswer => ({
            question_id: g.question.id,
            position: g.position,
            selected_answer: g.selectedAnswer,
            correct_answer: g.correctAnswer,
            is_correct: g.isCorrect,
          }),
        ),
      })),
  );
  const a = quizAttempts;
  const set = (target: AnyColumn, from: string) => sql`${column(target)} = asked.${sql.raw(from)}`;
  const result = await db.execute<Pick<QuizAttemptRow, 'id'>>(sql`
    with asked as (
      select * from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, submitted_at timestamptz,
        status quiz_attempt_status, is_late boolean, score int, grade int, correct_answers int,
        total_questions int, time_taken int, graded_at timestamptz, auto_submitted boolean,
        saved jsonb, answers jsonb)
    ), won as (
      update ${a} set ${sql.join(
        [
          set(a.submittedAt, 'submitted_at'),
          set(a.status, 'status'),
          set(a.isLate, 'is_late'),
          set(a.score, 'score'),
          set(a.grade, 'grade'),
          set(a.correctAnswers, 'correct_answers'),
          set(a.totalQuestions, 'total_questions'),
          set(a.timeTaken, 'time_taken'),
          set(a.gradedAt, 'graded_at'),
          set(a.autoSubmitted, 'auto_submitted'),
        ],
        sql`, `,
      )}
      from asked
      where ${a.id} = asked.id and ${a.submittedAt} is null and ${a.savedAnswers} = asked.saved
      returning ${a.id} as id, asked.answers
    ), stored as (
      insert into ${quizAttemptAnswers} (${column(quizAttemptAnswers.attemptId)}, ${column(quizAttemptAnswers.answers)})
      select won.id, won.answers from won
      returning 1
    )
    select id from won`);
  const won = new Set(result.rows.map((r) => r.id));
  return items.map((s, i) => first[i] === true && won.has(s.attempt.id));
}

/**
 * Marks the attempt submitted and stores its answers in one statement (writeSubmissions), only
 * if it was not submitted yet and its saved answers are still those that were graded. True when
 * this call was the one that wrote. For a write inside a transaction; a student's submit goes
 * through `recordSubmissionSoon`, which writes the submits that arrive together as one.
 */
export async function recordSubmission(
  db: Db | Tx,
  attempt: QuizAttemptRow,
  graded: readonly GradedAnswer[],
  savedAnswersGraded: Record<string, string>,
) {
  const [won] = await writeSubmissions(db, [{ attempt, graded, savedAnswersGraded }]);
  return won === true;
}

function writers(db: Db) {
  return {
    start: batched<StartToRecord, { id: string; startedAt: Date } | null>(
      (items) => insertStarts(db, items),
      { name: 'quiz_start', ...BATCH },
    ),
    submit: batched<SubmissionToRecord, boolean>((items) => writeSubmissions(db, items), {
      name: 'quiz_submit',
      ...BATCH,
    }),
  };
}
const writersOf = new WeakMap<Db, ReturnType<typeof writers>>();

function writersFor(db: Db) {
  let w = writersOf.get(db);
  if (!w) {
    w = writers(db);
    writersOf.set(db, w);
  }
  return w;
}

export const recordStart = (db: Db, start: StartToRecord) => writersFor(db).start(start);
export const recordSubmissionSoon = (db: Db, submission: SubmissionToRecord) =>
  writersFor(db).submit(submission);
