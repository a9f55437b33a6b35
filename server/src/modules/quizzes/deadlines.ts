import { QUIZ_LATE_GRACE_SECONDS, quizScore, quizTimeUp } from '@sabora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { quizAttempts, quizzes, students } from '../../db/schema/index.js';
import { jobKind, worker } from '../../jobs/queue.js';
import { notify } from '../notifications/index.js';
import { recordSubmission } from './attempt-writes.js';
import { gradeAttempt } from './grading.js';
import { quizContent, quizVersion } from './quiz-content.js';

/**
 * The server submits an attempt whose time ran out with the answers saved on it, so a
 * student whose tab is gone (closed, offline, another device) still gets their work graded. It
 * runs a grace period after the deadline: a tab that is still open submits at zero itself, and
 * its submit must not lose to this one.
 */
interface DeadlineData {
  attemptId: string;
}

export const quizDeadlineJob = jobKind<DeadlineData>({ name: 'quiz-deadline', policy: 'short' });

const dueAt = (startedAt: Date, durationMinutes: number) =>
  new Date(quizTimeUp(startedAt, durationMinutes).getTime() + QUIZ_LATE_GRACE_SECONDS * 1000);

/** One waiting job per attempt and deadline: queuing it again (a restart, an edit) adds nothing. */
const deadlineJob = (attemptId: string, startedAt: Date, durationMinutes: number) => {
  const at = dueAt(startedAt, durationMinutes);
  return [{ attemptId }, { startAfter: at, singletonKey: `${attemptId}:${at.toISOString()}` }] as const;
};

/** At a start: queued without waiting (the start is a hot path); queueDeadlines catches up on a loss. */
export function scheduleDeadline(
  ctx: AppContext,
  attemptId: string,
  startedAt: Date,
  durationMinutes: number,
) {
  ctx.jobs.sendSoon(quizDeadlineJob, ...deadlineJob(attemptId, startedAt, durationMinutes));
}

/**
 * Queues the deadline of every running attempt (of one quiz, or all): at start-up, so an attempt
 * whose job was lost (a crash right after its start) is still submitted, and after an edit of a
 * quiz's duration, which moves its attempts' deadlines. Past deadlines run at once.
 */
export async function queueDeadlines(ctx: AppContext, quizId?: string) {
  const running = await ctx.db
    .select({
      id: quizAttempts.id,
      startedAt: quizAttempts.startedAt,
      durationMinutes: quizzes.durationMinutes,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(isNull(quizAttempts.submittedAt), quizId ? eq(quizAttempts.quizId, quizId) : undefined));
  for (const a of running) {
    await ctx.jobs.send(quizDeadlineJob, ...deadlineJob(a.id, a.startedAt, a.durationMinutes));
  }
}

/**
 * Submits the attempt with its saved answers if its time (and the grace period) ran out and it is
 * not submitted yet; safe to run twice. Its `submittedAt` is the moment the time ran out and it is
 * never late. The student is told in the app. True when the attempt is submitted now (by this call or before).
 */
export async function submitAtDeadline(ctx: AppContext, attemptId: string): Promise<boolean> {
  for (let tries = 0; tries < 5; tries++) {
    const [row] = await ctx.db
      .select({ attempt: quizAttempts, quiz: quizzes, version: quizVersion, userId: students.userId })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(students, eq(students.id, quizAttempts.studentId))
      .where(eq(quizAttempts.id, attemptId))
      .limit(1);
    if (!row) return false;
    const { attempt, quiz } = row;
    if (attempt.submittedAt) return true;
    // The quiz's duration grew since this job was queued: the edit queued the new deadline.
    if (Date.now() < dueAt(attempt.startedAt, quiz.durationMinutes).getTime()) return false;
    const { questions } = await quizContent(ctx.db, quiz.id, row.version);
    const saved = new Map(Object.entries(attempt.savedAnswers).map(([q, answer]) => [q, answer.trim()]));
    const { submitted, graded } = gradeAttempt(attempt, quiz.durationMinutes, questions, saved, {
      submittedAt: quizTimeUp(attempt.startedAt, quiz.durationMinutes),
      timeTaken: quiz.durationMinutes * 60,
      auto: true,
    });
    const won = await ctx.db.transaction(async (tx) => {
      if (!(await recordSubmission(tx, submitted, graded, attempt.savedAnswers))) return false;
      const score = quizScore(submitted.correctAnswers ?? 0, graded.length);
      await notify(tx, [row.userId], {
        notice: 'quizSubmittedForYou',
        params: { title: quiz.title, score },
        link: '/quiz-students',
      });
      return true;
    });
    if (won) return true;
    // Lost to a submit (read again: it is submitted) or to an answer saved meanwhile (grade again).
  }
  return false;
}

export const quizDeadlineWorker = (ctx: AppContext) =>
  worker(quizDeadlineJob, async ({ attemptId }) => {
    await submitAtDeadline(ctx, attemptId);
  });
