import type { Role } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeChild, makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { calendarReply, makeCalendarEvent } from '../../../test/fixtures/student-home';
import { meReply, renderApp } from '../../../test/render-app';
import { authStore } from '../../lib/auth-store';
import { formatDate } from '../../lib/format';

async function cardsShownTo(role: Role) {
  const user = makeUser({ role });
  stubApi({ 'GET /api/auth/me': meReply(user) });
  renderApp('/dashboard', { user });
  const grid = await screen.findByRole('region', { name: 'Your tools' });
  return within(grid)
    .getAllByRole('link')
    .map((link) => [within(link).getByRole('heading', { level: 2 }).textContent, link.getAttribute('href')]);
}

describe('dashboard', () => {
  it('shows the admin cards, in order, with their routes', async () => {
    expect(await cardsShownTo('admin')).toEqual([
      ['Students', '/students-admin'],
      ['Parents', '/parents-admin'],
      ['Virtual Classes', '/virtualclasses-admin'],
      ['Question Bank', '/questionbank-admin'],
      ['Home Admin', '/home-admin'],
    ]);
  });

  it('shows the teacher cards', async () => {
    expect(await cardsShownTo('teacher')).toEqual([
      ['Virtual Classes', '/virtualclasses-admin'],
      ['Question Bank', '/questionbank-admin'],
      ['Library', '/library-admin'],
      ['Homeworks', '/homework-admin'],
      ['Exams', '/exams-admin'],
      ['Quizzes', '/quizzes-admin'],
      ['Student Submissions', '/student-submissions-admin'],
    ]);
  });

  it('shows the parent cards', async () => {
    expect(await cardsShownTo('parent')).toEqual([
      ['Grades', '/dashboard/grades'],
      ['Library', '/library'],
    ]);
  });

  it('shows name, email, role and status', async () => {
    const user = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel', isActive: false });
    stubApi({ 'GET /api/auth/me': meReply(user) });
    renderApp('/dashboard', { user });

    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('heading', { name: 'Karim Adel' })).toBeInTheDocument();
    expect(within(account).getByText(user.email)).toBeInTheDocument();
    expect(within(account).getByText('teacher')).toBeInTheDocument();
    expect(within(account).getByText('Inactive')).toBeInTheDocument();
  });

  it('logs out on the server, forgets the session and opens /login', async () => {
    const user = makeUser({ role: 'parent' });
    const api = stubApi({
      'GET /api/auth/me': meReply(user),
      'POST /api/auth/logout': { body: { success: true } },
    });
    const { router } = renderApp('/dashboard', { user });

    // The dashboard's own Logout (the parent navigation beside the page has one too).
    const account = await screen.findByRole('region', { name: 'Your account' });
    await userEvent.setup().click(within(account).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(authStore.getUser()).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    // An explicit logout must not leave a page to return to for whoever signs in next.
    expect(router.state.location.state).toBeNull();
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("shows a parent each child's due-date calendar, read only, one child at a time", async () => {
    const parent = makeUser({ role: 'parent', firstName: 'Khaled', lastName: 'Mostafa' });
    const today = new Date();
    today.setHours(23, 0, 0, 0);
    const api = stubApi({
      'GET /api/auth/me': meReply(parent),
      'GET /api/parents/me/children': {
        body: { success: true, data: [makeChild('child-1', 'Youssef'), makeChild('child-2', 'Malak')] },
      },
      'GET /api/students/calendar-due-dates': ({ search }) =>
        calendarReply([
          makeCalendarEvent({
            title: search === '?student=child-2' ? 'Essay plan' : 'Forces worksheet',
            dueDate: today.toISOString(),
          }),
        ]),
    });
    const { router } = renderApp('/dashboard', { user: parent });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: "Youssef's Due Dates" });
    await user.click(
      await within(panel).findByRole('button', { name: `${formatDate(today.toISOString())}: 1 due date` }),
    );
    const modal = await screen.findByRole('dialog');
    // Read only: the event is listed, not a link to act on.
    expect(within(modal).getByText('Forces worksheet')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /Forces worksheet/ })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(within(panel).queryByRole('button', { name: 'Subscribe in your calendar' })).toBeNull();
    expect(api.callsTo('GET /api/students/calendar-due-dates')[0]?.search).toBe('?student=child-1');

    await user.selectOptions(within(panel).getByLabelText('Child'), 'Malak Mostafa');
    expect(await screen.findByRole('region', { name: "Malak's Due Dates" })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: `${formatDate(today.toISOString())}: 1 due date` }),
    );
    expect(await screen.findByText('Essay plan')).toBeInTheDocument();
  });
});
