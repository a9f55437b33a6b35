import {
  isLateQuizSubmission,
  type QuizStartReply,
  type QuizSubmitBody,
  quizScore,
  quizTimeLeftSeconds,
} from '@sabora/contract';
import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { profileOfUser, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { quizAnswers, quizAttempts, quizQuestions, quizzes, type UserRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { findQuestionImage } from '../question-bank/index.js';
import {
  attemptState,
  presentAvailable,
  presentTakingQuestion,
  questionsOf,
  selectQuizzes,
} from './present.js';
import { findSubmission } from './results.js';
import { findQuiz } from './service.js';

const isStaff = (user: UserRow) => user.role === 'admin' || user.role === 'teacher';

/** The student profile of the caller and a quiz of their active enrolments, or 404. */
async function studentAndQuiz(ctx: AppContext, user: UserRow, quizId: string) {
  const student = await profileOfUser(ctx.db, user.id);
  if (!student) throw notFound('Quiz not found');
  return { student, quiz: await findQuiz(ctx, user, quizId) };
}

async function attemptOf(ctx: AppContext, quizId: string, studentId: string) {
  const [row] = await ctx.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)))
    .limit(1);
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
 * Starts the student's one attempt, or resumes it: a second start (a reload) returns the same
 * attempt with the time that is left. Refused once submitted, and for a new attempt past the due date.
 */
export async function startQuiz(ctx: AppContext, user: UserRow, quizId: string): Promise<QuizStartReply> {
  const { student, quiz } = await studentAndQuiz(ctx, user, quizId);
  let attempt = await attemptOf(ctx, quizId, student.id);
  if (attempt?.submittedAt) throw conflict('You have already taken this quiz.');
  if (!attempt) {
    if (quiz.dueDate <= new Date()) throw conflict('This quiz is past its due date.');
    await ctx.db.transaction(async (tx) => {
      // A share lock on the quiz: an edit of its questions (which locks it for update) waits for this
      // attempt, then sees it and refuses.
      await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('share');
      const [questionCount] = await tx
        .select({ n: count() })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quizId));
      // Two starts at once (two tabs): the unique index keeps one attempt, the other start reads it.
      await tx
        .insert(quizAttempts)
        // The app's clock, like `submittedAt`: the timer never mixes the database host's clock in.
        .values({
          quizId,
          studentId: student.id,
          totalQuestions: questionCount?.n ?? 0,
          startedAt: new Date(),
        })
        .onConflictDoNothing({ target: [quizAttempts.quizId, quizAttempts.studentId] });
    });
    attempt = (await attemptOf(ctx, quizId, student.id))!;
  }
  const attached = await questionsOf(ctx.db, [quizId]);
  return {
    success: true,
    title: quiz.title,
    description: quiz.description,
    durationMinutes: quiz.durationMinutes,
    dueDate: quiz.dueDate.toISOString(),
    questions: attached.map((a) => presentTakingQuestion(quizId, a.question)),
    ...attemptState(attempt, quiz.durationMinutes),
  };
}

/**
 * Grades the attempt on the server (DESIGN §3) and returns the result. Only the first submit
 * grades: the update is conditional on the attempt not being submitted yet, so of two concurrent
 * submits exactly one writes, and every submit (repeated or concurrent) returns that result.
 */
export async function submitQuiz(ctx: AppContext, user: UserRow, quizId: string, body: QuizSubmitBody) {
  const { student, quiz } = await studentAndQuiz(ctx, user, quizId);
  const attempt = await attemptOf(ctx, quizId, student.id);
  if (!attempt) throw conflict('Start the quiz first.');
  if (!attempt.submittedAt) {
    const now = new Date();
    const chosen = new Map<string, string>();
    // The first answer sent for a question counts; answers to questions not in the quiz are ignored.
    for (const answer of body.answers) {
      if (!chosen.has(answer.question)) chosen.set(answer.question, answer.selectedAnswer.trim());
    }
    const graded = (await questionsOf(ctx.db, [quizId])).map(({ question }, position) => {
      const selectedAnswer = chosen.get(question.id) ?? '';
      return {
        attemptId: attempt.id,
        questionId: question.id,
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
    await ctx.db.transaction(async (tx) => {
      const [won] = await tx
        .update(quizAttempts)
        .set({
          submittedAt: now,
          status: late ? 'late' : 'graded',
          isLate: late,
          score,
          grade: score,
          correctAnswers: correct,
          totalQuestions: graded.length,
          timeTaken: Math.min(Math.round(body.timeTaken ?? elapsed), elapsed),
          gradedAt: now,
        })
        .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.submittedAt)))
        .returning({ id: quizAttempts.id });
      if (won && graded.length > 0) await tx.insert(quizAnswers).values(graded);
    });
  }
  const submission = await findSubmission(ctx, attempt.id);
  return {
    success: true as const,
    score: submission.score,
    correctAnswers: submission.correctAnswers,
    totalQuestions: submission.totalQuestions,
    submission,
  };
}

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
    const { student } = await studentAndQuiz(ctx, user, quizId);
    if (!(await attemptOf(ctx, quizId, student.id))) throw notFound('Question not found');
  }
  const [attached] = await ctx.db
    .select({ questionId: quizQuestions.questionId })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.questionId, questionId)))
    .limit(1);
  if (!attached) throw notFound('Question not found');
  return findQuestionImage(ctx, user, questionId);
}
