import {
  type AvailableQuiz,
  type QuizTakingQuestion,
  quizTimeLeftSeconds,
  type StaffQuiz,
} from '@sabora/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  type QuestionRow,
  type QuizAttemptRow,
  questions,
  quizAttempts,
  quizQuestions,
  quizzes,
  subjects,
} from '../../db/schema/index.js';
import { presentQuestion } from '../question-bank/index.js';

/** Quizzes with what their replies show of the subject. */
export function selectQuizzes(db: Db) {
  return db
    .select({ quiz: quizzes, subjectName: subjects.name, subjectCode: subjects.code })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .$dynamic();
}
export type QuizJoinRow = Awaited<ReturnType<typeof selectQuizzes>>[number];

/** The questions of these quizzes, each quiz's in its order. */
export function questionsOf(db: Db | Tx, quizIds: readonly string[]) {
  return db
    .select({ quizId: quizQuestions.quizId, question: questions })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(inArray(quizQuestions.quizId, [...quizIds]))
    .orderBy(asc(quizQuestions.position));
}

/** How many students started each of these quizzes (quizzes without any are absent). */
export async function attemptCounts(db: Db | Tx, quizIds: readonly string[]) {
  if (quizIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ quizId: quizAttempts.quizId, n: count() })
    .from(quizAttempts)
    .where(inArray(quizAttempts.quizId, [...quizIds]))
    .groupBy(quizAttempts.quizId);
  return new Map(rows.map((r) => [r.quizId, r.n]));
}

export async function presentForStaff(db: Db, rows: QuizJoinRow[]): Promise<StaffQuiz[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.quiz.id);
  const [attached, attempts] = await Promise.all([questionsOf(db, ids), attemptCounts(db, ids)]);
  return rows.map(({ quiz, subjectName, subjectCode }) => {
    const own = attached.filter((a) => a.quizId === quiz.id).map((a) => presentQuestion(a.question));
    return {
      _id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      subject: { _id: quiz.subjectId, name: subjectName, title: subjectName, code: subjectCode },
      questions: own,
      questionCount: own.length,
      dueDate: quiz.dueDate.toISOString(),
      durationMinutes: quiz.durationMinutes,
      showCorrectAnswers: quiz.showCorrectAnswers,
      attemptCount: attempts.get(quiz.id) ?? 0,
      createdAt: quiz.createdAt.toISOString(),
    };
  });
}

/** The running attempt as the available list and `start` show it. */
export const attemptState = (
  attempt: Pick<QuizAttemptRow, 'startedAt'>,
  durationMinutes: number,
  now = new Date(),
) => ({
  startedAt: attempt.startedAt.toISOString(),
  timeLeftSeconds: quizTimeLeftSeconds(attempt.startedAt, durationMinutes, now),
});

/** A student's list: each quiz with its number of questions and their own running attempt, if any. */
export async function presentAvailable(
  db: Db,
  rows: QuizJoinRow[],
  running: Map<string, QuizAttemptRow>,
): Promise<AvailableQuiz[]> {
  if (rows.length === 0) return [];
  const counted = await db
    .select({ quizId: quizQuestions.quizId, n: count() })
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quizId,
        rows.map((r) => r.quiz.id),
      ),
    )
    .groupBy(quizQuestions.quizId);
  const questionCounts = new Map(counted.map((r) => [r.quizId, r.n]));
  const now = new Date();
  return rows.map(({ quiz, subjectName }) => {
    const attempt = running.get(quiz.id);
    return {
      _id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      subject: { _id: quiz.subjectId, name: subjectName, title: subjectName },
      durationMinutes: quiz.durationMinutes,
      dueDate: quiz.dueDate.toISOString(),
      questionCount: questionCounts.get(quiz.id) ?? 0,
      attempt: attempt ? attemptState(attempt, quiz.durationMinutes, now) : null,
    };
  });
}

/**
 * A question while a student takes the quiz: built field by field, so the right choice and the
 * explanation cannot slip in; the image goes through the quiz (the bank's own link is staff-only).
 */
export const presentTakingQuestion = (quizId: string, q: QuestionRow): QuizTakingQuestion => ({
  _id: q.id,
  title: q.title,
  header: q.header,
  options: q.options.filter((option) => option !== ''),
  image: q.imageFileId ? `/api/quizzes/${quizId}/questions/${q.id}/image` : null,
});
