import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAuth, DEMO } from './helpers';

// The two demo questions of Mathematics (IGCSE-0580), chapter 1 'Number' (server/src/seed/demo-work.ts).
export const solve = {
  title: 'Solve 3x + 5 = 20.',
  options: ['x = 5', 'x = 15', 'x = 25/3', 'x = 3'],
  right: 'x = 5',
};
export const gradient = {
  title: 'What is the gradient of y = 4x − 7?',
  options: ['−7', '4', '7', '−4'],
  right: '4',
};

/** The quiz's radio option: lettered in the order the bank lists them (A. x = 5, …). */
export function option(dialog: Locator, question: typeof solve, choice: string) {
  const letter = 'ABCD'[question.options.indexOf(choice)];
  return dialog
    .getByRole('radiogroup', { name: question.title })
    .getByRole('radio', { name: `${letter}. ${choice}`, exact: true });
}

/** The attempt's clock ("m:ss") in seconds. */
export async function secondsLeft(timer: Locator): Promise<number> {
  const text = (await timer.textContent()) ?? '';
  const match = /^(\d+):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a clock: "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A Mathematics quiz of the two demo questions, created by the demo teacher through the API. */
export async function createMathsQuiz(
  request: APIRequestContext,
  quiz: { title: string; description: string; durationMinutes: number },
) {
  const auth = await apiAuth(request, DEMO.teacher);
  const subjects = await request.get('/api/subjects?search=IGCSE-0580', { headers: auth });
  expect(subjects.status()).toBe(200);
  const subjectId: string = (await subjects.json()).data[0]._id;
  const bank = await request.get(`/api/question-bank?subject=${subjectId}`, { headers: auth });
  expect(bank.status()).toBe(200);
  const byTitle = new Map<string, string>(
    (await bank.json()).data.map((q: { _id: string; title: string }) => [q.title, q._id]),
  );
  const created = await request.post('/api/quizzes', {
    headers: auth,
    data: {
      ...quiz,
      subject: subjectId,
      questions: [byTitle.get(solve.title), byTitle.get(gradient.title)],
      dueDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).data.questionCount).toBe(2);
}

/** Starts a quiz from its card on /quiz-students, through the ready prompt; returns the attempt's dialog. */
export async function startQuiz(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Start', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Ready? The timer starts now' })
    .getByRole('button', { name: 'Start Quiz' })
    .click();
  return page.getByRole('dialog', { name: title });
}
