import {
  DISCRIMINATION_GROUP,
  DISCRIMINATION_MIN_ATTEMPTS,
  meanOf,
  medianOf,
  type QuizStatistics,
  scoreHistogram,
} from '@sabora/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  questions,
  quizAttemptAnswers,
  quizAttempts,
  quizQuestions,
  type StoredQuizAnswer,
  type UserRow,
} from '../../db/schema/index.js';
import { findQuiz } from './service.js';

interface StatisticsQuestion {
  id: string;
  title: string;
  options: readonly string[];
  rightChoice: string;
}
interface StatisticsAttempt {
  /** The share of right answers, 0–100, as marked at submit. */
  score: number;
  answers: readonly StoredQuizAnswer[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A quiz's item analysis from its submitted attempts (docs/decisions.md, "Quiz statistics"): the
 * scores' mean, median and histogram, and per question the share who answered it right, the
 * discrimination index (its right-answer rate in the top 27 % of attempts by score minus that in
 * the bottom 27 %, the classical upper–lower index) and how often each option was chosen.
 */
export function quizStatistics(
  quizQuestionsInOrder: readonly StatisticsQuestion[],
  attempts: readonly StatisticsAttempt[],
): QuizStatistics {
  const scores = attempts.map((a) => a.score);
  // Ties in score are broken by the attempts' order, which is stable (the reading's order).
  const byScore = [...attempts].sort((a, b) => b.score - a.score);
  const group = Math.max(1, Math.round(attempts.length * DISCRIMINATION_GROUP));
  const [top, bottom] = [byScore.slice(0, group), byScore.slice(-group)];
  const answerOf = (attempt: StatisticsAttempt, questionId: string) =>
    attempt.answers.find((answer) => answer.question_id === questionId);
  const rightRate = (list: readonly StatisticsAttempt[], questionId: string) =>
    list.filter((attempt) => answerOf(attempt, questionId)?.is_correct).length / list.length;

  return {
    attempts: attempts.length,
    mean: meanOf(scores),
    median: medianOf(scores),
    histogram: scoreHistogram(scores),
    questions: quizQuestionsInOrder.map((question) => {
      const chosen = new Map<string, number>();
      let unanswered = 0;
      for (const attempt of attempts) {
        const selected = answerOf(attempt, question.id)?.selected_answer ?? '';
        if (selected === '') unanswered += 1;
        else chosen.set(selected, (chosen.get(selected) ?? 0) + 1);
      }
      return {
        question: question.id,
        title: question.title,
        correctRate: attempts.length ? rightRate(attempts, question.id) : null,
        discrimination:
          attempts.length >= DISCRIMINATION_MIN_ATTEMPTS
            ? oneDecimal((rightRate(top, question.id) - rightRate(bottom, question.id)) * 100) / 100
            : null,
        options: question.options
          .filter((text) => text !== '')
          .map((text) => ({
            text,
            chosen: chosen.get(text) ?? 0,
            correct: text === question.rightChoice,
          })),
        unanswered,
      };
    }),
  };
}

/** `GET /quizzes/:id/statistics`: for the quiz's staff (admins: any), 404 otherwise. */
export async function readQuizStatistics(ctx: AppContext, user: UserRow, quizId: string) {
  const quiz = await findQuiz(ctx, user, quizId);
  const [questionRows, attemptRows] = await Promise.all([
    ctx.db
      .select({
        id: questions.id,
        title: questions.title,
        options: questions.options,
        rightChoice: questions.rightChoice,
      })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.position)),
    ctx.db
      .select({ score: quizAttempts.score, answers: quizAttemptAnswers.answers })
      .from(quizAttempts)
      .leftJoin(quizAttemptAnswers, eq(quizAttemptAnswers.attemptId, quizAttempts.id))
      .where(and(eq(quizAttempts.quizId, quiz.id), isNotNull(quizAttempts.submittedAt)))
      .orderBy(asc(quizAttempts.submittedAt), asc(quizAttempts.id)),
  ]);
  return quizStatistics(
    questionRows,
    attemptRows.map((row) => ({ score: row.score ?? 0, answers: row.answers ?? [] })),
  );
}
