import {
  isLateQuizSubmission,
  type QuizStartReply,
  type QuizSubmission,
  type QuizSubmitBody,
  quizScore,
  quizTimeLeftSeconds,
} from '@sabora/contract';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { profileOfUser, subjectsOfStudentAccount, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  type QuizAttemptRow,
  quizAttempts,
  quizQuestions,
  quizzes,
  students,
  subjects,
  type UserRow,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { findQuestionImage } from '../question-bank/index.js';
import { attemptState, presentAvailable, selectQuizzes } from './present.js';
import { quizContent, quizVersion } from './quiz-content.js';
import { findSubmission, presentSubmission } from './results.js';
import { findQuiz } from './service.js';

const isStaff = (user: UserRow) => user.role === 'admin' || user.role === 'teacher';

/**
 * In one query (issue 14: one round trip where there were five): a quiz of the caller's active
 * enrolments with its subject's name and its version (quiz-content.ts), the caller's student
 * profile and their attempt at it, if any — or 404, the same whether the quiz is missing or out of
 * reach, or the caller is not a student. Prepared once per database: every start and submit of a
 * rush runs it, and PostgreSQL then plans it once instead of each time.
 */
function prepareAttemptContext(db: Db) {
  return db
    .select({
      quiz: quizzes,
      subjectName: subjects.name,
      studentId: students.id,
      attempt: quizAttempts,
      quizStamp: sql<string>`${quizzes.updatedAt}::text`,
      version: quizVersion,
    })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .innerJoin(students, eq(students.userId, sql.placeholder('userId')))
    .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, students.id)))
    .where(
      and(eq(quizzes.id, sql.placeholder('quizId')), subjectsOfStudentAccount(db, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('quiz_attempt_context');
}
const attemptContexts = new WeakMap<Db, ReturnType<typeof prepareAttemptContext>>();

async function attemptContext(ctx: AppContext, user: UserRow, quizId: string) {
  let query = attemptContexts.get(ctx.db);
  if (!query) {
    query = prepareAttemptContext(ctx.db);
    attemptContexts.set(ctx.db, query);
  }
  const [row] = await query.execute({ userId: user.id, quizId });
  if (!row) throw notFound('Quiz not found');
  return row;
}

/**
 * Quizzes of the student's active enrolments that they can take now: due in the future and not
 * submitted. A started attempt keeps its quiz listed while its time runs, even past the due date,
 * so a student who started just before the deadline can come back to it. Soonest due first.
 */
export async function listAvailable(ctx: AppContext, user: UserRow) {
  const student = await profileOfUser(ctx.db, user.id);
  if (!student) return [];
  const attempts = await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.studentId, student.id));
  const running = new Map(attempts.filter((a) => !a.submittedAt).map((a) => [a.quizId, a]));
  const submitted = new Set(attempts.filter((a) => a.submittedAt).map((a) => a.quizId));
  const candidates = await selectQuizzes(ctx.db)
    .where(
      and(
        visibleSubjects(ctx.db, user),
        running.size > 0
          ? or(gt(quizzes.dueDate, new Date()), inArray(quizzes.id, [...running.keys()]))
          : gt(quizzes.dueDate, new Date()),
      ),
    )
    .orderBy(asc(quizzes.dueDate), asc(quizzes.id));
  const now = new Date();
  const open = candidates.filter(({ quiz }) => {
    if (submitted.has(quiz.id)) return false;
    const attempt = running.get(quiz.id);
    if (quiz.dueDate > now) return true;
    return attempt !== undefined && quizTimeLeftSeconds(attempt.startedAt, quiz.durationMinutes, now) > 0;
  });
  return presentAvailable(ctx.db, open, running);
}

/**
 * Records a new attempt in one statement, only if the quiz is still the version the caller read:
 * a share lock on the quiz row makes an edit of its questions (which locks it for update) wait
 * for this attempt, then see it and refuse; an edit that got in first changes updated_at, and no
 * attempt is recorded. Two starts at once (two tabs): the unique index keeps one. Either way,
 * `false` means "read again".
 */
async function recordStart(
  ctx: AppContext,
  quizId: string,
  quizStamp: string,
  studentId: string,
  total: number,
): Promise<Date | null> {
  // The app's clock, like `submittedAt`: the timer never mixes the database host's clock in.
  const startedAt = new Date();
  const inserted = await ctx.db.execute(sql`
    with locked as (
      select id from quizzes where id = ${quizId} and updated_at::text = ${quizStamp} for share
    )
    insert into quiz_attempts (quiz_id, student_id, total_questions, started_at)
    select locked.id, ${studentId}, ${total}, ${startedAt} from locked
    on conflict (quiz_id, student_id) do nothing
    returning id`);
  return inserted.rows.length > 0 ? startedAt : null;
}

/**
 * Starts the student's one attempt, or resumes it: a second start (a reload) returns the same
 * attempt with the time that is left. Refused once submitted, and for a new attempt past the due
 * date. Two round trips to the database for a new attempt, one to resume (issue 14).
 */
export async function startQuiz(ctx: AppContext, user: UserRow, quizId: string): Promise<QuizStartReply> {
  // A lost race (another tab started it, or the quiz was edited meanwhile) reads again: the
  // second read finds the attempt or the new version.
  for (let tries = 0; ; tries++) {
    const { quiz, studentId, attempt, quizStamp, version } = await attemptContext(ctx, user, quizId);
    if (attempt?.submittedAt) throw conflict('You have already taken this quiz.');
    const content = await quizContent(ctx.db, quizId, version);
    let startedAt = attempt?.startedAt;
    if (!startedAt) {
      if (quiz.dueDate <= new Date()) throw conflict('This quiz is past its due date.');
      const started = await recordStart(ctx, quizId, quizStamp, studentId, content.questions.length);
      if (!started && tries < 5) continue;
      if (!started) throw conflict('The quiz changed while it was starting. Please try again.');
      startedAt = started;
    }
    return {
      success: true,
      title: quiz.title,
      description: quiz.description,
      durationMinutes: quiz.durationMinutes,
      dueDate: quiz.dueDate.toISOString(),
      questions: content.taking,
      ...attemptState({ startedAt }, quiz.durationMinutes),
    };
  }
}
/**
 * Grades the attempt on the server (DESIGN §3) and returns the result. Only the first submit
 * grades: the write is conditional on the attempt not being submitted yet, so of two concurrent
 * submits exactly one writes, and every submit (repeated or concurrent) returns that result.
 * Three round trips for a first submit: the caller, the context, and one statement that marks the
 * attempt and stores every answer (issue 14); the reply is built from what was written.
 */
export async function submitQuiz(ctx: AppContext, user: UserRow, quizId: string, body: QuizSubmitBody) {
  const { quiz, subjectName, attempt, version } = await attemptContext(ctx, user, quizId);
  if (!attempt) throw conflict('Start the quiz first.');
  if (attempt.submittedAt) return submitReply(await findSubmission(ctx, attempt.id));
  const now = new Date();
  const chosen = new Map<string, string>();
  // The first answer sent for a question counts; answers to questions not in the quiz are ignored.
  for (const answer of body.answers) {
    if (!chosen.has(answer.question)) chosen.set(answer.question, answer.selectedAnswer.trim());
  }
  const { questions: quizQuestionRows } = await quizContent(ctx.db, quizId, version);
  const graded = quizQuestionRows.map((question, position) => {
    const selectedAnswer = chosen.get(question.id) ?? '';
    return {
      question,
      position,
      selectedAnswer,
      correctAnswer: question.rightChoice,
      isCorrect: selectedAnswer !== '' && selectedAnswer === question.rightChoice,
    };
  });
  const correct = graded.filter((a) => a.isCorrect).length;
  const score = quizScore(correct, graded.length);
  const late = isLateQuizSubmission(attempt.startedAt, quiz.durationMinutes, now);
  const elapsed = Math.max(0, Math.ceil((now.getTime() - attempt.startedAt.getTime()) / 1000));
  const submitted: QuizAttemptRow = {
    ...attempt,
    submittedAt: now,
    status: late ? 'late' : 'graded',
    isLate: late,
    score,
    grade: score,
    correctAnswers: correct,
    totalQuestions: graded.length,
    timeTaken: Math.min(Math.round(body.timeTaken ?? elapsed), elapsed),
    gradedAt: now,
  };
  const won = await recordSubmission(ctx, submitted, graded);
  // Another submit of the same attempt won the race: its result is the result.
  if (!won) return submitReply(await findSubmission(ctx, attempt.id));
  return submitReply(
    presentSubmission(
      {
        attempt: submitted,
        quizTitle: quiz.title,
        dueDate: quiz.dueDate,
        subjectId: quiz.subjectId,
        subjectName,
      },
      graded.map((a) => ({
        ...a,
        questionId: a.question.id,
        title: a.question.title,
        options: a.question.options,
      })),
      [],
    ),
  );
}

/**
 * Marks the attempt submitted and stores its answers in one statement (atomic: both or neither),
 * only if it was not submitted yet. True when this call was the one that wrote.
 */
async function recordSubmission(
  ctx: AppContext,
  a: QuizAttemptRow,
  graded: {
    question: { id: string };
    position: number;
    selectedAnswer: string;
    correctAnswer: string;
    isCorrect: boolean;
  }[],
) {
  const answers = JSON.stringify(
    graded.map((g) => ({
      question_id: g.question.id,
      position: g.position,
      selected_answer: g.selectedAnswer,
      correct_answer: g.correctAnswer,
      is_correct: g.isCorrect,
    })),
  );
  const result = await ctx.db.execute<{ won: number }>(sql`
    with won as (
      update quiz_attempts set submitted_at = ${a.submittedAt}, status = ${a.status}, is_late = ${a.isLate},
        score = ${a.score}, grade = ${a.grade}, correct_answers = ${a.correctAnswers},
        total_questions = ${a.totalQuestions}, time_taken = ${a.timeTaken}, graded_at = ${a.gradedAt}
      where id = ${a.id} and submitted_at is null
      returning id
    ), stored as (
      insert into quiz_answers (attempt_id, question_id, position, selected_answer, correct_answer, is_correct)
      select won.id, x.question_id, x.position, x.selected_answer, x.correct_answer, x.is_correct
      from won cross join jsonb_to_recordset(${answers}::jsonb)
        as x(question_id uuid, position int, selected_answer text, correct_answer text, is_correct boolean)
      returning 1
    )
    select (select count(*)::int from won) as won`);
  return result.rows[0]?.won === 1;
}

const submitReply = (submission: QuizSubmission) => ({
  success: true as const,
  score: submission.score,
  correctAnswers: submission.correctAnswers,
  totalQuestions: submission.totalQuestions,
  submission,
});

/** The image of a quiz's question: for the quiz's staff, and for a student who has an attempt at it. */
export async function findQuizQuestionImage(
  ctx: AppContext,
  user: UserRow,
  quizId: string,
  questionId: string,
) {
  if (isStaff(user)) {
    await findQuiz(ctx, user, quizId);
  } else {
    const { attempt } = await attemptContext(ctx, user, quizId);
    if (!attempt) throw notFound('Question not found');
  }
  const [attached] = await ctx.db
    .select({ questionId: quizQuestions.questionId })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.questionId, questionId)))
    .limit(1);
  if (!attached) throw notFound('Question not found');
  return findQuestionImage(ctx, user, questionId);
}
