import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from './factories';
import { listReply, makeAvailableQuiz, makeQuizSubmission } from './fixtures/quizzes-student';
import { makeSubject, subjectsReply } from './fixtures/subjects';
import { meReply } from './render-app';

/**
 * What the quiz attempt tests (src/features/quizzes/student/quiz-attempt-*.test.tsx) share: a
 * student with one open quiz, "Forces check" (quiz-1), the API's usual replies, and opening it.
 */

export const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });
export const base = {
  'GET /api/auth/me': meReply(student),
  'GET /api/subjects': subjectsReply([makeSubject({ _id: 'subject-1', name: 'Physics' })]),
  'GET /api/quizzes/available': listReply([makeAvailableQuiz()]),
  'GET /api/quiz-submissions/my': listReply([]),
};
export const graded = {
  body: { success: true, score: 67, correctAnswers: 2, totalQuestions: 3, submission: makeQuizSubmission() },
};
/** The reply to a save of answers. */
export const saved = { body: { success: true, timeLeftSeconds: 500 } };

export const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
/** The open quiz. */
export const dialog = () => within(screen.getByRole('dialog', { name: 'Forces check' }));

/** Start asks first whether the student is ready (the clock starts then); Resume goes straight in. */
export async function openQuiz(button: 'Start' | 'Resume' = 'Start') {
  const card = within(await screen.findByRole('article', { name: 'Forces check' }));
  const user = userEvent.setup();
  await user.click(card.getByRole('button', { name: button }));
  if (button === 'Start') {
    const ready = within(await screen.findByRole('dialog', { name: 'Ready? The timer starts now' }));
    await user.click(ready.getByRole('button', { name: 'Start Quiz' }));
  }
  return screen.findByRole('dialog', { name: 'Forces check' });
}
