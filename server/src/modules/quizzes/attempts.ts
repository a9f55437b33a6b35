import {
  QUIZ_LATE_GRACE_SECONDS,
  type QuizStartReply,
  type QuizSubmission,
  type QuizSubmitBody,
  quizTimeLeftSeconds,
  quizTimeUp,
} from '@sabora/contract';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { profileOfUser, subjectsOfStudentAccount } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { quizAttempts, quizQuestions, quizzes, type UserRow } from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { findQuestionImage } from '../question-bank/index.js';
import { type AttemptContext, attemptContext } from './attempt-context.js';
import { recordStart, recordSubmissionSoon } from './attempt-writes.js';
import { scheduleDeadline, submitAtDeadline } from './deadlines.js';
import { chosenAnswers, type GradedAnswer, gradeAttempt } from './grading.js';
import { attemptState, presentAvailable, selectQuizzes } from './present.js';
import { quizContent } from './quiz-content.js';
import { findSubmission, presentSubmission } from './results.js';
import { findQuiz } from './service.js';

const isStaff = (user: UserRow) => user.role === 'admin' || user.role === 'teacher';

/**
 * The quizzes of a student's active enrolments due after `now` or among their `running` attempts',
 * soonest due first: prepared once (built and planned on every visit of the quizzes
 * page, planning took longer than running it).
 */
const availableCandidates = (db: Db) =>
  preparedOnce(db, 'quizzes_available', (name) =>
    selectQuizzes(db)
      .where(
        and(
          // visibleSubjects for a student (the route is theirs alone), with the account as a placeholder.
          subjectsOfStudentAccount(db, sql.placeholder('user')),
          or(gt(quizzes.dueDate, sql.placeholder('now')), isAnyOf(quizzes.id, 'running')),
        ),
      )
      .orderBy(asc(quizzes.dueDate), asc(quizzes.id))
      .prepare(name),
  );

/** A student's attempts, running and submitted (prepared: planning took three times running it). */
const attemptsOfStudent = (db: Db) =>
  preparedOnce(db, 'quiz_attempts_of_student', (name) =>
    db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.studentId, sql.placeholder('student')))
      .prepare(name),
  );

/**
 * Quizzes of the student's active enrolments that they can take now: due in the future and not
 * submitted. A started attempt keeps its quiz listed while its time runs, even past the due date,
 * so a student who started just before the deadline can come back to it. Soonest due first.
 */
export async function listAvailable(ctx: AppContext, user: UserRow) {
  const student = await profileOfUser(ctx.db, user.id);
  if (!student) return [];
  const attempts = await attemptsOfStudent(ctx.db).execute({ student: student.id });
  const running = new Map(attempts.filter((a) => !a.submittedAt).map((a) => [a.quizId, a]));
  const submitted = new Set(attempts.filter((a) => a.submittedAt).map((a) => a.quizId));
  const candidates = await availableCandidates(ctx.db).execute({
    user: user.id,
    now: new Date(),
    running: [...running.keys()],
  });
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
 * Starts the student's one attempt, or resumes it: a second start (a reload, another device)
 * returns the same attempt with the time that is left and the answers saved so far. Refused once
 * submitted, and for a new attempt past the due date. Two round trips to the database for a new
 * attempt, one to resume; the deadline's job is queued without waiting for it.
 */
export async function startQuiz(ctx: AppContext, user: UserRow, quizId: string): Promise<QuizStartReply> {
  // A lost race (another tab started it, or the quiz was edited meanwhile) reads again: the
  // second read finds the attempt or the new version.
  for (let tries = 0; ; tries++) {
    const { quiz, studentId, attempt, quizStamp, version } = await attemptContext(ctx, user, quizId);
    if (attempt?.submittedAt) throw conflict('quizAlreadyTaken');
    if (attempt && ranOut(attempt.startedAt, quiz.durationMinutes)) {
      // Its deadline's job has not run yet: do its work now rather than resume a finished attempt.
      await submitAtDeadline(ctx, attempt.id);
      throw conflict('quizTimeRanOut');
    }
    const content = await quizContent(ctx.db, quizId, version);
    let startedAt = attempt?.startedAt;
    if (!startedAt) {
      if (quiz.dueDate <= new Date()) throw conflict('quizPastDue');
      const started = await recordStart(ctx.db, {
        quizId,
        quizStamp,
        studentId,
        total: content.questions.length,
        // The app's clock, like `submittedAt`: the timer never mixes the database host's clock in.
        startedAt: new Date(),
      });
      if (!started && tries < 5) continue;
      if (!started) throw conflict('quizChangedWhileStarting');
      startedAt = started.startedAt;
      scheduleDeadline(ctx, started.id, startedAt, quiz.durationMinutes);
    }
    return {
      success: true,
      title: quiz.title,
      description: quiz.description,
      durationMinutes: quiz.durationMinutes,
      dueDate: quiz.dueDate.toISOString(),
      questions: content.taking,
      ...attemptState({ startedAt }, quiz.durationMinutes),
      answers: Object.entries(attempt?.savedAnswers ?? {}).map(([question, selectedAnswer]) => ({
        question,
        selectedAnswer,
      })),
    };
  }
}

const _TIME_RAN_OUT =
  'Time ran out, so this quiz was submitted for you with the answers you saved. See My Results.';

/** Past the deadline and the grace period a submit gets: the server submits it (deadlines.ts). */
const ranOut = (startedAt: Date, durationMinutes: number) =>
  Date.now() >= quizTimeUp(startedAt, durationMinutes).getTime() + QUIZ_LATE_GRACE_SECONDS * 1000;

/**
 * Grades the attempt on the server and returns the result: each question's answer is
 * the one the tab sent, else the one saved as it was chosen. Only the first submit grades: the
 * write is conditional on the attempt not being submitted yet (and on its saved answers being the
 * ones graded), so of two concurrent submits exactly one writes, and every submit (repeated or
 * concurrent) returns that result. Three round trips for a first submit: the caller, the context,
 * and one statement that marks the attempt and stores every answer.
 */
export async function submitQuiz(ctx: AppContext, user: UserRow, quizId: string, body: QuizSubmitBody) {
  for (let tries = 0; tries < 5; tries++) {
    const context = await attemptContext(ctx, user, quizId);
    const { quiz, attempt, version } = context;
    if (!attempt) throw conflict('quizNotStarted');
    if (attempt.submittedAt) return submitReply(await findSubmission(ctx, attempt.id, 'student'));
    const now = new Date();
    const elapsed = Math.max(0, Math.ceil((now.getTime() - attempt.startedAt.getTime()) / 1000));
    const { questions } = await quizContent(ctx.db, quizId, version);
    const { submitted, graded } = gradeAttempt(
      attempt,
      quiz.durationMinutes,
      questions,
      chosenAnswers(body.answers, attempt.savedAnswers),
      { submittedAt: now, timeTaken: Math.min(Math.round(body.timeTaken ?? elapsed), elapsed), auto: false },
    );
    if (
      await recordSubmissionSoon(ctx.db, {
        attempt: submitted,
        graded,
        savedAnswersGraded: attempt.savedAnswers,
      })
    ) {
      return submitReply(presentGraded(context, submitted, graded));
    }
    // Another submit won (read again: its result is the result), or an answer was saved in
    // between (read again: grade with it).
  }
  throw conflict('quizAnswersChanged');
}

function presentGraded(
  { quiz, subjectName, subjectSystem }: AttemptContext,
  submitted: AttemptContext['attempt'] & object,
  graded: readonly GradedAnswer[],
) {
  return presentSubmission(
    {
      attempt: submitted,
      quizTitle: quiz.title,
      dueDate: quiz.dueDate,
      durationMinutes: quiz.durationMinutes,
      showCorrectAnswers: quiz.showCorrectAnswers,
      subjectId: quiz.subjectId,
      subjectName,
      subjectSystem,
    },
    graded.map((a) => ({
      ...a,
      questionId: a.question.id,
      title: a.question.title,
      options: a.question.options,
    })),
    [],
    'student',
  );
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
    if (!attempt) throw notFound('questionNotFound');
  }
  const [attached] = await ctx.db
    .select({ questionId: quizQuestions.questionId })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.questionId, questionId)))
    .limit(1);
  if (!attached) throw notFound('questionNotFound');
  return findQuestionImage(ctx, user, questionId);
}
