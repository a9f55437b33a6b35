import { QUIZ_LATE_GRACE_SECONDS, quizTimeUp } from '@sabora/contract';
import type { QuizRow } from '../../db/schema/index.js';

/**
 * Who reads a submitted attempt: the quiz's staff (teachers, admins), or the student and their
 * parents (the submissions module's `Audience` words).
 */
export type AnswerKeyAudience = 'staff' | 'student';

type KeyedQuiz = Pick<QuizRow, 'showCorrectAnswers' | 'dueDate' | 'durationMinutes'>;

/**
 * When a quiz's answer key opens to its students and their parents on a submitted attempt
 * (docs/decisions.md, "Answer key"), or null for never. "After the due date" waits for the last
 * attempt that can still run: one started just before the due date has its whole duration, and the
 * late grace after it (the server submits it then, deadlines.ts), so nobody still answering sees a
 * key.
 */
export function answerKeyOpensAt(quiz: KeyedQuiz, submittedAt: Date): Date | null {
  switch (quiz.showCorrectAnswers) {
    case 'afterSubmit':
      return submittedAt;
    case 'afterDue':
      return new Date(
        quizTimeUp(quiz.dueDate, quiz.durationMinutes).getTime() + QUIZ_LATE_GRACE_SECONDS * 1000,
      );
    case 'never':
      return null;
  }
}

/**
 * The one rule for every reply that carries `correctAnswer` or `isCorrect`: may this reader see the
 * answer key of this quiz's attempt submitted at `submittedAt`, now? Staff always may.
 */
export function mayShowAnswerKey(
  audience: AnswerKeyAudience,
  quiz: KeyedQuiz,
  submittedAt: Date,
  now = new Date(),
): boolean {
  if (audience === 'staff') return true;
  const opens = answerKeyOpensAt(quiz, submittedAt);
  return opens !== null && opens.getTime() <= now.getTime();
}
