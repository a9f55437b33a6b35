import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { homeCalls } from '../../../test/fixtures/student-home';
import { classesReply, makeVirtualClass, stubNewTab } from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Youssef', lastName: 'Mostafa' });
const me = { 'GET /api/auth/me': meReply(student) };

const algebra = makeVirtualClass();
const live = makeVirtualClass({ _id: 'class-2', title: 'Waves live', status: 'in-progress', teacher: null });
const noLink = makeVirtualClass({ _id: 'class-3', title: 'Poetry circle', meetingLink: null });
const done = makeVirtualClass({ _id: 'class-4', title: 'Morning drill', status: 'completed' });
const cancelled = makeVirtualClass({ _id: 'class-5', title: 'Lab tour', status: 'cancelled' });

function openHome(handlers = {}) {
  const api = stubApi({ ...me, ...homeCalls(handlers) });
  renderApp('/home-students', { user: student });
  return api;
}

const panel = () => screen.findByRole('region', { name: "Today's Classes" });

/** A line of the card whose parts (the subject, the teacher) are each the school's words, isolated (UserText). */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe("today's classes", { timeout: 20_000 }, () => {
  it("asks for today's classes (limit 100, the local day) and leaves out completed and cancelled ones", async () => {
    const api = openHome({
      'GET /api/virtual-classes/student/my-classes': classesReply([algebra, live, noLink, done, cancelled]),
    });

    const classes = await within(await panel()).findByRole('list', { name: "Today's classes" });
    expect(
      within(classes)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Algebra revision', 'Waves live', 'Poetry circle']);

    const search = new URLSearchParams(api.callsTo('GET /api/virtual-classes/student/my-classes')[0]?.search);
    expect(search.get('page')).toBe('1');
    expect(search.get('limit')).toBe('100');
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    expect(search.get('from')).toBe(start.toISOString());
    expect(search.get('to')).toBe(new Date(tomorrow.getTime() - 1).toISOString());
  });

  it("shows title, subject, teacher ('Teacher TBA' without one) and time; Join only with a link and a joinable status", async () => {
    openHome({ 'GET /api/virtual-classes/student/my-classes': classesReply([algebra, live, noLink]) });
    const list = await within(await panel()).findByRole('list', { name: "Today's classes" });

    const first = within(list).getByRole('listitem', { name: 'Algebra revision' });
    expect(within(first).getByText(line('Mathematics · Mona Hassan'))).toBeInTheDocument();
    expect(within(first).getByText(/ – /)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Join Algebra revision' })).toBeInTheDocument();

    const second = within(list).getByRole('listitem', { name: 'Waves live' });
    expect(within(second).getByText(line('Mathematics · Teacher TBA'))).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Join Waves live' })).toBeInTheDocument();

    const third = within(list).getByRole('listitem', { name: 'Poetry circle' });
    expect(within(third).queryByRole('button')).toBeNull();
  });

  it('joins through the join call, opens the meeting in a new tab and shows the message for 3 s', async () => {
    const { tab, open } = stubNewTab();
    const api = openHome({
      'GET /api/virtual-classes/student/my-classes': classesReply([algebra]),
      'POST /api/virtual-classes/class-1/join': {
        body: {
          success: true,
          message: 'Successfully joined the class!',
          meetingLink: 'https://meet.test/x',
        },
      },
    });
    const user = userEvent.setup();

    await user.click(await within(await panel()).findByRole('button', { name: 'Join Algebra revision' }));
    expect(await screen.findByText('Successfully joined the class!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/virtual-classes/class-1/join')).toHaveLength(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('https://meet.test/x');
    expect(tab.opener).toBeNull();

    await waitFor(() => expect(screen.queryByText('Successfully joined the class!')).toBeNull(), {
      timeout: 4500,
    });
  });

  it("shows the server's refusal, or 'Failed to join class', and closes the tab it opened", async () => {
    const { tab } = stubNewTab();
    openHome({
      'GET /api/virtual-classes/student/my-classes': classesReply([algebra, live]),
      'POST /api/virtual-classes/class-1/join': {
        status: 409,
        body: { success: false, message: 'Class is full' },
      },
      'POST /api/virtual-classes/class-2/join': { status: 500, body: { success: false } },
    });
    const user = userEvent.setup();
    const list = await within(await panel()).findByRole('list', { name: "Today's classes" });

    await user.click(within(list).getByRole('button', { name: 'Join Algebra revision' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Class is full');
    expect(tab.close).toHaveBeenCalled();

    await user.click(within(list).getByRole('button', { name: 'Join Waves live' }));
    expect(await within(list).findByText('Failed to join class')).toBeInTheDocument();
  });

  it("says 'No classes scheduled for today.' when there are none left", async () => {
    openHome({ 'GET /api/virtual-classes/student/my-classes': classesReply([done, cancelled]) });
    expect(await within(await panel()).findByText('No classes scheduled for today.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch classes' when the call fails", async () => {
    openHome({ 'GET /api/virtual-classes/student/my-classes': { status: 500, body: { success: false } } });
    expect(await within(await panel()).findByRole('alert')).toHaveTextContent('Failed to fetch classes');
  });
});
