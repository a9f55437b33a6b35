import type { QuizTakingQuestion } from '@sabora/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type QuestionRow, questions, quizQuestions, quizzes } from '../../db/schema/index.js';
import { presentTakingQuestion, questionsOf } from './present.js';

/**
 * A quiz's questions as its students start and submit it, kept in this process between requests:
 * at 9:00 a whole year group reads the same 20 questions twice each, and they change
 * rarely. Every request reads the quiz's **version** in the query it makes anyway (the quiz's
 * updated_at, its number of questions and their latest updated_at), and uses the kept copy only
 * when that version matches — so an edit of the quiz or of one of its questions, made through any
 * process, is seen by the next request; nothing expires on a timer.
 */

/** The version of the quiz row being selected (use in a select over `quizzes`). */
export const quizVersion: SQL<string> = sql<string>`concat(${quizzes.updatedAt}::text, '|', (
  select count(*) || '|' || coalesce(max(${questions.updatedAt})::text, '')
  from ${quizQuestions} join ${questions} on ${questions.id} = ${quizQuestions.questionId}
  where ${quizQuestions.quizId} = ${quizzes.id}))`;

export interface QuizContent {
  /** In quiz order, with the right answers (for grading). */
  questions: QuestionRow[];
  /** The same, as students see them (no right answer). */
  taking: QuizTakingQuestion[];
}

/** Quizzes kept at most: a school's open quizzes fit many times over; the oldest kept goes first. */
const MAX_KEPT = 500;
const kept = new Map<string, { version: string; content: QuizContent }>();

export async function quizContent(db: Db, quizId: string, version: string): Promise<QuizContent> {
  const hit = kept.get(quizId);
  if (hit?.version === version) return hit.content;
  // Read after the version: if an edit lands in between, these rows are newer than `version`, and
  // the next request (reading the newer version) reads them again. Never older rows under a newer version.
  const rows = (await questionsOf(db, [quizId])).map((row) => row.question);
  const content = { questions: rows, taking: rows.map((q) => presentTakingQuestion(quizId, q)) };
  kept.delete(quizId);
  kept.set(quizId, { version, content });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return content;
}
