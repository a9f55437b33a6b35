import type { QuizStatistics } from '@sabora/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { maths, physics } from '../../../../test/fixtures/questions';
import { makeQuiz, quizzesReply } from '../../../../test/fixtures/quizzes-admin';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const quiz = makeQuiz({ title: 'Functions check', attemptCount: 8 });

const histogram = Array.from({ length: 10 }, (_, i) => ({
  from: i * 10,
  to: i === 9 ? 100 : i * 10 + 9,
  count: [1, 0, 0, 0, 0, 5, 0, 0, 0, 2][i]!,
}));
const stats: QuizStatistics = {
  attempts: 8,
  mean: 56.3,
  median: 50,
  histogram,
  questions: [
    {
      question: 'q1',
      title: 'Domain of 1/x',
      correctRate: 0.625,
      discrimination: 0.5,
      options: [
        { text: 'ℝ', chosen: 2, correct: false },
        { text: 'ℝ∖{0}', chosen: 5, correct: true },
      ],
      unanswered: 1,
    },
  ],
};

function stubStatistics(reply: NonNullable<Parameters<typeof stubApi>[0]>[string]) {
  return stubApi({
    'GET /api/auth/me': meReply(teacher),
    'GET /api/subjects': subjectsReply([maths, physics]),
    'GET /api/quizzes': quizzesReply([quiz], 1),
    [`GET /api/quizzes/${quiz._id}/statistics`]: reply,
  });
}

async function openStatistics() {
  const list = within(await screen.findByRole('list', { name: 'Created Quizzes' }));
  await userEvent.setup().click(list.getByRole('button', { name: 'Statistics of Functions check' }));
  return within(await screen.findByRole('dialog', { name: 'Statistics: Functions check' }));
}

describe("a quiz's statistics (/quizzes-admin)", { timeout: 15_000 }, () => {
  it('shows the attempts, mean and median, the histogram as a table and each question', async () => {
    stubStatistics({ body: { success: true, data: stats } });
    renderApp('/quizzes-admin', { user: teacher });
    const dialog = await openStatistics();

    expect(await dialog.findByText('Mean score')).toBeInTheDocument();
    expect(dialog.getByText('56.3')).toBeInTheDocument();
    const bands = dialog.getByRole('table', { name: 'Attempts in each score band' });
    expect(within(bands).getByRole('row', { name: '50–59 5' })).toBeInTheDocument();
    expect(within(bands).getByRole('row', { name: '90–100 2' })).toBeInTheDocument();
    const question = dialog.getByRole('row', { name: /Domain of 1\/x/ });
    expect(within(question).getByText('63%')).toBeInTheDocument();
    expect(within(question).getByText('0.50')).toBeInTheDocument();
    expect(within(question).getByText('ℝ∖{0} (right): 5')).toBeInTheDocument();
    expect(within(question).getByText('ℝ: 2')).toBeInTheDocument();
    expect(within(question).getByText('Unanswered: 1')).toBeInTheDocument();
  });

  it('says when nobody has submitted yet, and offers a retry when loading fails', async () => {
    stubStatistics({
      body: { success: true, data: { ...stats, attempts: 0, mean: null, median: null, questions: [] } },
    });
    const view = renderApp('/quizzes-admin', { user: teacher });
    expect(
      await (await openStatistics()).findByText('Nobody has submitted this quiz yet.'),
    ).toBeInTheDocument();
    view.unmount();

    stubStatistics({ status: 500, body: { success: false, message: 'Database is down' } });
    renderApp('/quizzes-admin', { user: teacher });
    const alert = await (await openStatistics()).findByRole('alert');
    expect(within(alert).getByText('Failed to load the statistics')).toBeInTheDocument();
  });
});
