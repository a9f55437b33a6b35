import type { Role } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';

/** Opens `path` signed in as `role`, with every page's own calls left unanswered (404). */
async function staffNavAt(path: string, role: Role) {
  const user = makeUser({ role });
  stubApi({ 'GET /api/auth/me': meReply(user) });
  const view = renderApp(path, { user });
  const nav = await screen.findByRole('navigation', { name: 'Staff navigation' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  const current = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
  return { ...view, nav, links, current };
}

describe('the staff navigation', () => {
  it('gives an admin every management screen on a page other than the admin home, marking the current one', async () => {
    const { links, current } = await staffNavAt('/students-admin', 'admin');
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Admin Home', '/home-admin'],
      ['Students', '/students-admin'],
      ['Teachers', '/teachers-admin'],
      ['Parents', '/parents-admin'],
      ['Subjects', '/subjects-admin'],
      ['Question Bank', '/questionbank-admin'],
      ['Library', '/library-admin'],
      ['Virtual Classes', '/virtualclasses-admin'],
      ['Homeworks', '/homework-admin'],
      ['Exams', '/exams-admin'],
      ['Quizzes', '/quizzes-admin'],
      ['Student Submissions', '/student-submissions-admin'],
      ['Gradebook', '/gradebook-admin'],
      ['Announcements', '/announcements-admin'],
      ['Audit Log', '/home-admin/audit'],
    ]);
    expect(current).toEqual(['Students']);
  });

  it("gives a teacher the teacher's screens only, on their dashboard too", async () => {
    const { links, current } = await staffNavAt('/dashboard', 'teacher');
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Virtual Classes', '/virtualclasses-admin'],
      ['Homeworks', '/homework-admin'],
      ['Exams', '/exams-admin'],
      ['Quizzes', '/quizzes-admin'],
      ['Student Submissions', '/student-submissions-admin'],
      ['Gradebook', '/gradebook-admin'],
      ['Announcements', '/announcements-admin'],
      ['Question Bank', '/questionbank-admin'],
      ['Library', '/library-admin'],
    ]);
    expect(current).toEqual(['Dashboard']);
  });

  it("marks Subjects on a subject's chapters and Audit Log, not Admin Home, on the audit page", async () => {
    expect((await staffNavAt('/chapters-admin/subject-1', 'admin')).current).toEqual(['Subjects']);
    document.body.innerHTML = '';
    expect((await staffNavAt('/home-admin/audit', 'admin')).current).toEqual(['Audit Log']);
  });

  it('moves between staff pages and keeps the Back to Dashboard buttons', async () => {
    const { nav, router } = await staffNavAt('/student-submissions-admin', 'teacher');
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Quizzes' }));
    expect(router.state.location.pathname).toBe('/quizzes-admin');
    // The new page's frame replaces the old one once the page's chunk has arrived.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Staff navigation' })).getByRole('link', {
          name: 'Quizzes',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('is not shown to students, who have their menu in the header', async () => {
    const user = makeUser({ role: 'student' });
    stubApi({ 'GET /api/auth/me': meReply(user) });
    renderApp('/library', { user });
    await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryByRole('navigation', { name: 'Staff navigation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Parent navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
  });
});

describe('the parent navigation', () => {
  it("gives a parent their dashboard's screens on every page, marking the current one", async () => {
    const user = makeUser({ role: 'parent' });
    stubApi({ 'GET /api/auth/me': meReply(user) });
    renderApp('/dashboard/grades', { user });
    const nav = await screen.findByRole('navigation', { name: 'Parent navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Dashboard', '/dashboard', null],
      ['Grades', '/dashboard/grades', 'page'],
      ['Library', '/library', null],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Staff navigation' })).toBeNull();
    // The burger that opens it as a drawer on a phone controls this navigation.
    expect(await screen.findByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
      'aria-controls',
      'parent-navigation',
    );
    expect(document.getElementById('parent-navigation')).toContainElement(nav);
  });
});
