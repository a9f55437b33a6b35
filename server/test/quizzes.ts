import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { questions, quizAttempts, quizzes } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './app.js';
import { call, daysFromNow } from './requests.js';
import { makeSchool } from './school.js';

/** Quiz test data for the quizzes and submissions suites. */

type Headers = Record<string, string>;

let n = 0;

/**
 * A question-bank question with an explanation and a video link that must never reach a student
 * taking the quiz; the right choice is the option at `right`.
 */
export async function bankQuestion(
  t: TestContext,
  subjectId: string,
  chapterId: string,
  options: string[],
  right = 0,
) {
  n += 1;
  const [row] = await t.database.db
    .insert(questions)
    .values({
      subjectId,
      chapterId,
      title: `Question ${n}: ${options.join(' / ')}`,
      header: `Header ${n}`,
      options,
      rightChoice: options[right]!,
      comment: `EXPLANATION-${n} because ${options[right]}`,
      videoLink: `https://video.example/${n}`,
    })
    .returning();
  return row!;
}

/** The quiz form with valid values, changed by `overrides` (undefined removes a field). */
export const quizForm = (
  subject: string,
  questionIds: string[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => {
  const form: Record<string, unknown> = {
    title: 'Motion quiz',
    description: 'Chapter 1 check',
    subject,
    questions: questionIds,
    dueDate: daysFromNow(3),
    durationMinutes: 15,
    ...overrides,
  };
  for (const [key, value] of Object.entries(form)) if (value === undefined) delete form[key];
  return form;
};

/**
 * Creates a quiz through the API. A past due date cannot be created: the quiz is created
 * due in the future, then its date is moved back in the database, as time passing would.
 */
export async function createQuiz(t: TestContext, headers: Headers, form: Record<string, unknown>) {
  const due = typeof form.dueDate === 'string' ? new Date(form.dueDate) : undefined;
  const past = due !== undefined && due.getTime() < Date.now();
  const res = await call(
    t,
    'POST',
    '/api/quizzes',
    headers,
    past ? { ...form, dueDate: daysFromNow(3) } : form,
  );
  if (res.statusCode !== 201) throw new Error(`quiz not created: ${res.body}`);
  const quiz = res.json().data as { _id: string; title: string; questions: { _id: string }[] };
  if (past) await t.database.db.update(quizzes).set({ dueDate: due }).where(eq(quizzes.id, quiz._id));
  return quiz;
}

/** Moves a student's attempt back in time, as if it had started `seconds` earlier. */
export async function startedSecondsAgo(t: TestContext, quizId: string, studentId: string, seconds: number) {
  const which = and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId));
  const [row] = await t.database.db.select().from(quizAttempts).where(which);
  await t.database.db
    .update(quizAttempts)
    .set({ startedAt: new Date(row!.startedAt.getTime() - seconds * 1000) })
    .where(which);
}

export async function attemptRows(t: TestContext, quizId: string) {
  return t.database.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
}

/**
 * The quiz suites' school: `makeSchool` with four bank questions of its subject (two of them with
 * blank option slots, two whose right choice is not the first), and `newQuiz`, a quiz of them all
 * (unless told otherwise) made by the subject's teacher, titled `{prefix} {n}`.
 */
export async function quizSchool(t: TestContext, prefix: string) {
  const s = await makeSchool(t);
  const q = [
    await bankQuestion(t, s.subject.id, s.chapter.id, ['Newton', 'Joule', 'Watt', 'Pascal']),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['9.8 m/s²', '1 m/s²', '0', '']),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['vector', 'scalar', '', ''], 1),
    await bankQuestion(t, s.subject.id, s.chapter.id, ['true', 'false', '', ''], 1),
  ];
  let quizNo = 0;
  const newQuiz = (overrides: Record<string, unknown> = {}) => {
    quizNo += 1;
    return createQuiz(
      t,
      s.teacher.headers,
      quizForm(
        s.subject.id,
        q.map((x) => x.id),
        { title: `${prefix} ${quizNo}`, ...overrides },
      ),
    );
  };
  return { s, q, newQuiz };
}

/**
 * A suite's app and `quizSchool`, made before its tests and closed after them: read their fields
 * inside the tests (`suite.s.student`), once `beforeAll` has filled them in.
 */
export function quizSuite(prefix: string) {
  const suite = {} as { t: TestContext } & Awaited<ReturnType<typeof quizSchool>>;
  beforeAll(async () => {
    const t = await createTestApp();
    Object.assign(suite, { t }, await quizSchool(t, prefix));
  });
  afterAll(() => suite.t.close());
  return suite;
}
