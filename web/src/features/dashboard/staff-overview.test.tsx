import type { StaffOverview } from '@sabora/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';
import { formatDateTime } from '../../components/date-time-text';

const teacher = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel' });
const OVERVIEW = 'GET /api/staff/overview';
const overviewReply = (data: StaffOverview) => ({ body: { success: true, data } });

const quiz = {
  _id: 'quiz-1',
  type: 'quiz' as const,
  title: 'Speed quiz',
  dueDate: '2026-03-08T13:00:00.000Z',
  subject: { _id: 'subject-1', name: 'Physics' },
  handedIn: 4,
  link: '/quizzes-admin',
};

function openDashboard(overview: NonNullable<Parameters<typeof stubApi>[0]>[string], user = teacher) {
  const api = stubApi({ 'GET /api/auth/me': meReply(user), [OVERVIEW]: overview });
  renderApp('/dashboard', { user });
  return api;
}

describe("a teacher's overview on /dashboard", () => {
  it('shows the work to grade and the next due items, beside the cards, in one call', async () => {
    const api = openDashboard(
      overviewReply({ toGrade: { homework: 2, exam: 1, total: 3 }, upcoming: [quiz] }),
    );

    const toGrade = await screen.findByRole('region', { name: 'To Grade' });
    expect(await within(toGrade).findByText('3')).toBeInTheDocument();
    expect(
      within(toGrade).getByText('3 submissions wait for a grade: 2 homeworks, 1 exam.'),
    ).toBeInTheDocument();
    expect(within(toGrade).getByRole('link', { name: 'Grade submissions' })).toHaveAttribute(
      'href',
      '/student-submissions-admin',
    );

    const next = screen.getByRole('region', { name: 'Next Due' });
    const item = within(next).getByRole('listitem', { name: 'Speed quiz' });
    expect(within(item).getByRole('link', { name: 'Speed quiz' })).toHaveAttribute('href', '/quizzes-admin');
    expect(item).toHaveTextContent(`Physics · due ${formatDateTime(quiz.dueDate)} · 4 handed in`);
    expect(within(item).getByText('Quiz')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Your tools' })).toBeInTheDocument();
    expect(api.callsTo(OVERVIEW)).toHaveLength(1);
  });

  it('says when nothing waits and nothing is due', async () => {
    openDashboard(overviewReply({ toGrade: { homework: 0, exam: 0, total: 0 }, upcoming: [] }));
    expect(await screen.findByText('Nothing to grade. You are all caught up.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is due in your subjects.')).toBeInTheDocument();
  });

  it('says when it failed, and tries again', async () => {
    let fail = true;
    const api = openDashboard(() =>
      fail
        ? { status: 500, body: { success: false } }
        : overviewReply({ toGrade: { homework: 1, exam: 0, total: 1 }, upcoming: [] }),
    );
    const toGrade = await screen.findByRole('region', { name: 'To Grade' });
    expect(await within(toGrade).findByRole('alert')).toHaveTextContent('Failed to load your overview');
    fail = false;
    await userEvent.setup().click(within(toGrade).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(toGrade).findByText('1 submission waits for a grade: 1 homework, 0 exams.'),
    ).toBeInTheDocument();
    expect(api.callsTo(OVERVIEW)).toHaveLength(2);
  });

  it('is not asked for on an admin dashboard', async () => {
    const api = openDashboard(
      overviewReply({ toGrade: { homework: 0, exam: 0, total: 0 }, upcoming: [] }),
      makeUser({ role: 'admin' }),
    );
    await screen.findByRole('region', { name: 'Your tools' });
    expect(screen.queryByRole('region', { name: 'To Grade' })).toBeNull();
    expect(api.callsTo(OVERVIEW)).toHaveLength(0);
  });
});
