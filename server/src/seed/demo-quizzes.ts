import { quizScore } from '@sabora/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { questions, quizAttemptAnswers, quizAttempts, quizQuestions, quizzes } from '../db/schema/index.js';
import type { DemoSubject } from './demo-subject.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/**
 * Two quizzes per demo subject built from its question bank (one due in a few days, one next week),
 * and in each subject one enrolled student who already took the first quiz, so My Results has a
 * graded result to show (in the first subject it is the first demo student, Youssef).
 */
export async function seedDemoQuizzes(tx: Tx, subjects: DemoSubject[]) {
  for (const [i, subject] of subjects.entries()) {
    const bank = await demoBank(tx, subject.id);
    if (bank.length === 0) continue;
    const [warmUp, weekly] = await tx
      .insert(quizzes)
      .values([
        {
          title: `${subject.name}: quick check`,
          description:
            'A short check of chapter 1. You have one attempt and the timer starts when you begin.',
          subjectId: subject.id,
          dueDate: inDays(2 + (i % 3)),
          durationMinutes: 10,
          // A practice check: its takers review the right answers at once (the weekly quiz keeps the default).
          showCorrectAnswers: 'afterSubmit',
          createdBy: subject.teacherId,
        },
        {
          title: `${subject.name}: weekly quiz`,
          description: 'Revise chapter 1 first: the questions cover all of it.',
          subjectId: subject.id,
          dueDate: inDays(7 + (i % 3)),
          durationMinutes: 20,
          createdBy: subject.teacherId,
        },
      ])
      .returning();
    for (const quiz of [warmUp!, weekly!]) {
      await tx
        .insert(quizQuestions)
        .values(bank.map((q, position) => ({ quizId: quiz.id, questionId: q.id, position })));
    }
    const taker = subject.studentIds[i % 2] ?? subject.studentIds[0];
    if (!taker) continue;
    // Every other subject's taker missed the last question, so the results are not all 100%.
    await recordDemoAttempt(tx, {
      quizId: warmUp!.id,
      studentId: taker,
      bank,
      wrongAt: (position) => i % 2 === 1 && position === bank.length - 1,
      wrongChoice: 0,
      startedAt: new Date(Date.now() - DAY - 30 * MINUTE),
    });
  }
}

type BankQuestion = typeof questions.$inferSelect;

/** A demo subject's question bank, in the order it was written (every demo quiz asks it all). */
export function demoBank(tx: Tx, subjectId: string): Promise<BankQuestion[]> {
  return tx
    .select()
    .from(questions)
    .where(eq(questions.subjectId, subjectId))
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

/**
 * A demo student's graded attempt: the right choice on every question but those `wrongAt` picks,
 * where they chose the `wrongChoice`-th of the wrong options; six minutes from `startedAt`.
 */
export async function recordDemoAttempt(
  tx: Tx,
  taken: {
    quizId: string;
    studentId: string;
    bank: BankQuestion[];
    wrongAt: (position: number) => boolean;
    wrongChoice: number;
    startedAt: Date;
  },
) {
  const answers = taken.bank.map((q, position) => {
    const wrongOptions = q.options.filter((o) => o !== '' && o !== q.rightChoice);
    const selectedAnswer = taken.wrongAt(position)
      ? wrongOptions[taken.wrongChoice % wrongOptions.length]!
      : q.rightChoice;
    return { position, questionId: q.id, selectedAnswer, correctAnswer: q.rightChoice };
  });
  const correct = answers.filter((a) => a.selectedAnswer === a.correctAnswer).length;
  const score = quizScore(correct, answers.length);
  const submittedAt = new Date(taken.startedAt.getTime() + 6 * MINUTE);
  const [attempt] = await tx
    .insert(quizAttempts)
    .values({
      quizId: taken.quizId,
      studentId: taken.studentId,
      startedAt: taken.startedAt,
      submittedAt,
      status: 'graded',
      score,
      grade: score,
      timeTaken: 6 * 60,
      correctAnswers: correct,
      totalQuestions: answers.length,
      gradedAt: submittedAt,
    })
    .returning();
  await tx.insert(quizAttemptAnswers).values({
    attemptId: attempt!.id,
    answers: answers.map((a) => ({
      question_id: a.questionId,
      position: a.position,
      selected_answer: a.selectedAnswer,
      correct_answer: a.correctAnswer,
      is_correct: a.selectedAnswer === a.correctAnswer,
    })),
  });
}
