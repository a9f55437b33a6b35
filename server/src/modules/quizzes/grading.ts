import { isLateQuizSubmission, type QuizSubmitBody, quizScore } from '@sabora/contract';
import type { QuestionRow, QuizAttemptRow } from '../../db/schema/index.js';

/** question id → the chosen option's text ('' when unanswered). */
export type Chosen = ReadonlyMap<string, string>;

/**
 * The answers a submit grades: for each question the first answer the tab sent, or, when it sent
 * none (or ''), the one saved on the server as it was chosen — so the work a student
 * saved counts even when the tab that submits has lost it.
 */
export function chosenAnswers(sent: QuizSubmitBody['answers'], saved: Record<string, string>): Chosen {
  const chosen = new Map<string, string>();
  for (const answer of sent) {
    if (!chosen.has(answer.question)) chosen.set(answer.question, answer.selectedAnswer.trim());
  }
  for (const [question, answer] of Object.entries(saved)) {
    if (!chosen.get(question)) chosen.set(question, answer.trim());
  }
  return chosen;
}

export interface GradedAnswer {
  question: QuestionRow;
  position: number;
  selectedAnswer: string;
  correctAnswer: string;
  isCorrect: boolean;
}

interface Submitting {
  submittedAt: Date;
  timeTaken: number;
  /** Submitted by the server when the time ran out (not late: the student did nothing wrong). */
  auto: boolean;
}

/**
 * Grades an attempt on the server (docs/decisions.md, "Submit and grading"): answers compared
 * trimmed and exactly, unknown questions ignored, unanswered wrong; late when submitted past the
 * grace period.
 */
export function gradeAttempt(
  attempt: QuizAttemptRow,
  durationMinutes: number,
  questions: readonly QuestionRow[],
  chosen: Chosen,
  { submittedAt, timeTaken, auto }: Submitting,
) {
  const graded: GradedAnswer[] = questions.map((question, position) => {
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
  const late = !auto && isLateQuizSubmission(attempt.startedAt, durationMinutes, submittedAt);
  const submitted: QuizAttemptRow = {
    ...attempt,
    submittedAt,
    status: late ? 'late' : 'graded',
    isLate: late,
    score,
    grade: score,
    correctAnswers: correct,
    totalQuestions: graded.length,
    timeTaken,
    gradedAt: new Date(),
    autoSubmitted: auto,
  };
  return { submitted, graded };
}
