import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import {
  classesReply,
  makeVirtualClass,
  minutesFromNow,
  stubNewTab,
} from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';
import { formatDateTime } from '../../components/date-time-text';
import { CLASSES_REFRESH_MS } from './api/use-my-classes';

const student = makeUser({ role: 'student', firstName: 'Youssef', lastName: 'Mostafa' });
const MY_CLASSES = 'GET /api/virtual-classes/student/my-classes';

const live = makeVirtualClass({
  _id: 'live-1',
  title: 'Waves live',
  status: 'in-progress',
  scheduledDate: minutesFromNow(-10),
  duration: 60,
  subject: { _id: 'subject-2', name: 'Physics' },
  meetingLink: 'https://meet.test/waves',
  meetingId: '845 221 907',
});
const lateStart = makeVirtualClass({
  _id: 'live-2',
  title: 'Essay clinic',
  status: 'scheduled',
  scheduledDate: minutesFromNow(-5),
  duration: 30,
  subject: { _id: 'subject-3', name: 'English' },
  isEnrolled: false,
});
const upcoming = makeVirtualClass({
  _id: 'up-1',
  title: 'Algebra revision',
  scheduledDate: minutesFromNow(30),
  teacher: null,
  platform: 'zoom',
});
const cancelled = makeVirtualClass({
  _id: 'up-2',
  title: 'Lab tour',
  status: 'cancelled',
  scheduledDate: minutesFromNow(120),
});
const attended = makeVirtualClass({
  _id: 'done-1',
  title: 'Motion review',
  status: 'completed',
  scheduledDate: minutesFromNow(-180),
  subject: { _id: 'subject-2', name: 'Physics' },
  attended: true,
});
const missed = makeVirtualClass({
  _id: 'done-2',
  title: 'Poetry circle',
  status: 'completed',
  scheduledDate: minutesFromNow(-300),
  subject: { _id: 'subject-3', name: 'English' },
});
const all = [live, lateStart, upcoming, cancelled, attended, missed];

function openPage(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/auth/me': meReply(student),
    [MY_CLASSES]: classesReply(all),
    ...handlers,
  });
  renderApp('/virtual-classes', { user: student });
  return api;
}

const section = (name: RegExp) => screen.findByRole('region', { name });
const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

afterEach(() => vi.useRealTimers());

describe('/virtual-classes', { timeout: 20_000 }, () => {
  it('shows the titles, the refresh line and asks for page 1 of 10', async () => {
    const api = openPage();

    expect(await screen.findByRole('heading', { name: 'Virtual Classrooms' })).toBeInTheDocument();
    expect(screen.getByText("All virtual classes for subjects you're registered for")).toBeInTheDocument();
    expect(screen.getByText('Auto-refresh every 30 seconds')).toBeInTheDocument();
    expect(await screen.findByText(/^Last updated: /)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search classes...')).toBeInTheDocument();

    const search = new URLSearchParams(api.callsTo(MY_CLASSES)[0]?.search);
    expect(search.get('page')).toBe('1');
    expect(search.get('limit')).toBe('10');
  });

  it('sorts the classes into Live, Upcoming and Completed by status and clock, with counts', async () => {
    openPage();

    expect(titlesIn(await section(/^Live Classes \(2\)$/))).toEqual(['Waves live', 'Essay clinic']);
    // A cancelled class stays where its time puts it, marked cancelled and without a join button.
    expect(titlesIn(await section(/^Upcoming Classes \(2\)$/))).toEqual(['Algebra revision', 'Lab tour']);
    expect(titlesIn(await section(/^Completed Classes \(2\)$/))).toEqual(['Motion review', 'Poetry circle']);

    const lab = screen.getByRole('listitem', { name: 'Lab tour' });
    expect(within(lab).getByText('Cancelled')).toBeInTheDocument();
    expect(within(lab).queryByRole('button')).toBeNull();
  });

  it('shows each card: initial, subject, teacher, date and duration, platform, time line, badges, join label', async () => {
    openPage();
    const upcomingCard = await screen.findByRole('listitem', { name: 'Algebra revision' });
    expect(within(upcomingCard).getByText('A')).toBeInTheDocument();
    expect(within(upcomingCard).getByText('Mathematics')).toBeInTheDocument();
    expect(within(upcomingCard).getByText('Teacher TBA')).toBeInTheDocument();
    expect(within(upcomingCard).getByText(formatDateTime(upcoming.scheduledDate))).toBeInTheDocument();
    expect(within(upcomingCard).getByText(/45 minutes/)).toBeInTheDocument();
    expect(within(upcomingCard).getByText('Zoom')).toBeInTheDocument();
    expect(within(upcomingCard).getByText(/^Starts in (30|29) minutes$/)).toBeInTheDocument();
    expect(within(upcomingCard).getByText('Scheduled')).toBeInTheDocument();
    expect(within(upcomingCard).getByText('Enrolled')).toBeInTheDocument();
    expect(within(upcomingCard).getByRole('button', { name: 'Join Class' })).toBeEnabled();

    const liveCard = screen.getByRole('listitem', { name: 'Waves live' });
    expect(within(liveCard).getByText('Mona Hassan')).toBeInTheDocument();
    expect(within(liveCard).getByText('Google Meet')).toBeInTheDocument();
    expect(within(liveCard).getByText(/^Ends in (50|49) minutes$/)).toBeInTheDocument();
    expect(within(liveCard).getByText('In progress')).toBeInTheDocument();
    expect(within(liveCard).getByRole('button', { name: 'Join Live' })).toBeEnabled();

    const lateCard = screen.getByRole('listitem', { name: 'Essay clinic' });
    expect(within(lateCard).getByText('Should be in progress')).toBeInTheDocument();
    expect(within(lateCard).queryByText('Enrolled')).toBeNull();
    expect(within(lateCard).getByRole('button', { name: 'Join Now' })).toBeEnabled();
  });

  it('marks a completed class Attended or Missed, and its join button is disabled', async () => {
    openPage();
    const done = await section(/^Completed Classes/);
    const attendedCard = within(done).getByRole('listitem', { name: 'Motion review' });
    expect(within(attendedCard).getByText('Attended')).toBeInTheDocument();
    expect(within(attendedCard).queryByText('Missed')).toBeNull();
    expect(within(attendedCard).getByText('Completed')).toBeInTheDocument();
    expect(within(attendedCard).getByText(/^Completed at /)).toBeInTheDocument();
    expect(within(attendedCard).getByRole('button', { name: 'Class Ended' })).toBeDisabled();

    const missedCard = within(done).getByRole('listitem', { name: 'Poetry circle' });
    expect(within(missedCard).getByText('Missed')).toBeInTheDocument();
    expect(within(missedCard).queryByText('Attended')).toBeNull();
  });

  it('says so when a section is empty, and shows no Live section without live classes', async () => {
    openPage({ [MY_CLASSES]: classesReply([]) });

    expect(
      within(await section(/^Upcoming Classes \(0\)$/)).getByText('No upcoming virtual classes found.'),
    ).toBeInTheDocument();
    expect(
      within(await section(/^Completed Classes \(0\)$/)).getByText('No completed virtual classes found.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Live Classes/ })).toBeNull();
  });

  it('narrows the classes to those whose title, subject or teacher matches the search', async () => {
    openPage();
    const user = userEvent.setup();
    await section(/^Live Classes \(2\)$/);
    const search = screen.getByPlaceholderText('Search classes...');

    await user.type(search, 'PHYSICS');
    expect(titlesIn(await section(/^Live Classes \(1\)$/))).toEqual(['Waves live']);
    expect(titlesIn(await section(/^Completed Classes \(1\)$/))).toEqual(['Motion review']);
    expect(
      within(await section(/^Upcoming Classes \(0\)$/)).getByText('No upcoming virtual classes found.'),
    ).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'teacher tba');
    expect(titlesIn(await section(/^Upcoming Classes \(1\)$/))).toEqual(['Algebra revision']);
    expect(screen.queryByRole('region', { name: /^Live Classes/ })).toBeNull();

    await user.clear(search);
    await user.type(search, 'poetry');
    expect(titlesIn(await section(/^Completed Classes \(1\)$/))).toEqual(['Poetry circle']);
  });

  it("copies the meeting ID and shows 'Copied!' for 1.2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByRole('listitem', { name: 'Waves live' });
    expect(within(card).getByText(wholeText('Meeting ID: 845 221 907'))).toBeInTheDocument();
    // Only classes with a meeting ID offer one to copy.
    expect(
      within(screen.getByRole('listitem', { name: 'Algebra revision' })).queryByText(/Meeting ID/),
    ).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('845 221 907');
    expect(within(card).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(card).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copied!' })).toBeNull();
  });

  it('opens an enrolled class at once, without waiting for the join call (which records attendance)', async () => {
    const { open } = stubNewTab();
    let answer: (reply: { body: unknown }) => void = () => {};
    const api = openPage({
      'POST /api/virtual-classes/live-1/join': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join Live' }));

    // The meeting is open before the server has answered anything.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('https://meet.test/waves');
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    expect(open.mock.calls[0]?.[2]).toContain('noopener');
    await waitFor(() => expect(api.callsTo('POST /api/virtual-classes/live-1/join')).toHaveLength(1));
    answer({ body: { success: true, message: 'Joined', meetingLink: 'https://meet.test/waves' } });
    // Nothing to announce: the student is already in the meeting.
    await waitFor(() => expect(api.callsTo(MY_CLASSES).length).toBeGreaterThan(1));
    expect(screen.queryByText('Joined')).toBeNull();
  });

  it('calls join first for a class the student is not enrolled in, then opens the meeting it names', async () => {
    const { tab, open } = stubNewTab();
    let answer: (reply: { body: unknown }) => void = () => {};
    const api = openPage({
      'POST /api/virtual-classes/live-2/join': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(api.callsTo('POST /api/virtual-classes/live-2/join')).toHaveLength(1));
    // A blank tab, opened inside the click so a pop-up blocker lets it through, waits for the link.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('');

    answer({
      body: {
        success: true,
        message: 'Successfully joined the class!',
        meetingLink: 'https://meet.test/essay',
      },
    });
    const card = screen.getByRole('listitem', { name: 'Essay clinic' });
    expect(await within(card).findByText('Successfully joined the class!')).toBeInTheDocument();
    expect(tab.location.href).toBe('https://meet.test/essay');
    expect(tab.opener).toBeNull();
  });

  it("shows the server's refusal of a join and closes the tab it opened", async () => {
    const { tab } = stubNewTab();
    openPage({
      'POST /api/virtual-classes/live-2/join': {
        status: 409,
        body: { success: false, message: 'This class is full.' },
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join Now' }));
    const card = screen.getByRole('listitem', { name: 'Essay clinic' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('This class is full.');
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows the pager only when there is more than one page, and asks for the page chosen', async () => {
    const api = openPage({
      [MY_CLASSES]: ({ search }) =>
        new URLSearchParams(search).get('page') === '2'
          ? classesReply(
              [
                makeVirtualClass({
                  _id: 'p2',
                  title: 'Second page class',
                  scheduledDate: minutesFromNow(90),
                }),
              ],
              2,
            )
          : classesReply(all, 2),
    });
    const user = userEvent.setup();

    const pager = await screen.findByRole('navigation', { name: 'Virtual classes pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('listitem', { name: 'Second page class' })).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo(MY_CLASSES).at(-1)?.search).get('page')).toBe('2');
  });

  it('has no pager for a single page', async () => {
    openPage();
    await section(/^Live Classes/);
    expect(screen.queryByRole('navigation', { name: 'Virtual classes pages' })).toBeNull();
  });

  it('asks again every 30 s, and at once on Refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = openPage();
    await section(/^Live Classes/);
    expect(api.callsTo(MY_CLASSES)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(CLASSES_REFRESH_MS - 1000));
    expect(api.callsTo(MY_CLASSES)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.callsTo(MY_CLASSES)).toHaveLength(2));

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo(MY_CLASSES)).toHaveLength(3));
  });

  it("says 'Failed to load virtual classes: {error}' with the HTTP status when the call fails", async () => {
    openPage({
      [MY_CLASSES]: { status: 500, statusText: 'Internal Server Error', body: { success: false } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load virtual classes: HTTP 500: Internal Server Error',
    );
    expect(screen.queryByRole('region', { name: /^Upcoming Classes/ })).toBeNull();
  });
});
