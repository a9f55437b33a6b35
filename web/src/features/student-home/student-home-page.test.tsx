import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import {
  announcementsReply,
  calendarReply,
  homeCalls,
  makeAnnouncement,
  makeCalendarEvent,
  makeNotification,
  march,
  notificationsReply,
  unreadReply,
} from '../../../test/fixtures/student-home';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';
import { formatDate } from '../../lib/format';

const student = makeUser({ role: 'student', firstName: 'Youssef', lastName: 'Mostafa' });
const me = { 'GET /api/auth/me': meReply(student) };

/** The name of a calendar day's button: its date and how many things are due. */
const dayName = (day: number, count: number) =>
  `${formatDate(march(day))}: ${count} due date${count === 1 ? '' : 's'}`;

const forces = makeCalendarEvent();
// Five things due on 20 March: three dots and '+2'.
const busyDay = [
  makeCalendarEvent({ _id: 'h-2', title: 'Essay plan', dueDate: march(20, 9) }),
  makeCalendarEvent({
    _id: 'q-1',
    type: 'quiz',
    title: 'Vectors quiz',
    dueDate: march(20, 10),
    duration: 20,
  }),
  makeCalendarEvent({ _id: 'e-1', type: 'exam', title: 'Mid-term exam', dueDate: march(20, 11) }),
  makeCalendarEvent({ _id: 'h-3', title: 'Reading log', dueDate: march(20, 12), submitted: true }),
  makeCalendarEvent({ _id: 'q-2', type: 'quiz', title: 'Waves quiz', dueDate: march(20, 13) }),
];
const aprilExam = makeCalendarEvent({
  _id: 'e-2',
  type: 'exam',
  title: 'Chemistry paper',
  dueDate: new Date(2026, 3, 7, 9).toISOString(),
});

describe('student home (/home-students)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The calendar opens on the current month: 10 March 2026 here.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 12), shouldAdvanceTime: true });
  });

  it('shows the card row with this student’s figures, each linking to its screen', async () => {
    const api = stubApi({ ...me, ...homeCalls() });
    renderApp('/home-students', { user: student });

    const row = await screen.findByRole('region', { name: 'Your work' });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('link')
          .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
      ).toEqual([
        ['Quiz: 2 open', '/quiz-students'],
        ['Exam: 1 upcoming', '/exams-students'],
        ['Homework: 3 due this week', '/homeworks-students'],
        ['Grades: 4 graded, 1 awaiting', '/grades'],
        ['Subjects: 5 enrolled', '/subjects'],
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Student Home' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/students/me/summary')).toHaveLength(1);
  });

  it("shows the announcements of the student's subjects, newest first", async () => {
    stubApi({
      ...me,
      ...homeCalls({
        'GET /api/announcements': announcementsReply([
          makeAnnouncement({ _id: 'a2', title: 'Lab moved to Tuesday', text: 'Room 4, as usual.' }),
          makeAnnouncement(),
        ]),
      }),
    });
    renderApp('/home-students', { user: student });
    const panel = await screen.findByRole('region', { name: 'Announcements' });
    const list = await within(panel).findByRole('list', { name: 'Announcements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Lab moved to Tuesday', 'Test on Monday']);
    expect(within(list).getByText('Room 4, as usual.')).toBeInTheDocument();
  });

  it('marks each day with up to 3 coloured dots and +N, and lists a day’s events in a modal', async () => {
    stubApi({
      ...me,
      ...homeCalls({ 'GET /api/students/calendar-due-dates': calendarReply([forces, ...busyDay]) }),
    });
    renderApp('/home-students', { user: student });
    const user = userEvent.setup();

    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(await within(calendar).findByText('March 2026', { exact: false })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: dayName(12, 1) })).toBeInTheDocument();
    const busy = within(calendar).getByRole('button', { name: dayName(20, 5) });
    expect(within(busy).getByText('+2')).toBeInTheDocument();
    // Days with nothing due are not buttons.
    expect(
      within(calendar).queryByRole('button', { name: new RegExp(`^${formatDate(march(13))}`) }),
    ).toBeNull();
    for (const label of ['Homework', 'Quiz', 'Exam']) {
      expect(within(calendar).getByText(label)).toBeInTheDocument();
    }

    await user.click(busy);
    const modal = await screen.findByRole('dialog', { name: formatDate(march(20)) });
    const events = within(modal).getAllByRole('button', { name: /^(Homework|Quiz|Exam): / });
    expect(events.map((event) => event.getAttribute('aria-label'))).toEqual([
      'Homework: Essay plan',
      'Quiz: Vectors quiz',
      'Exam: Mid-term exam',
      'Homework: Reading log',
      'Quiz: Waves quiz',
    ]);
    // The subject and chapter are the school's words, each in its own direction (UserText).
    const meta = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === 'Quiz · Physics · Newton laws · 20 min';
    expect(within(modal).getByText(meta)).toBeInTheDocument();
    expect(within(modal).getByText('Submitted')).toBeInTheDocument();
  });

  it('follows an event to its homework, quiz or exam page', async () => {
    stubApi({
      ...me,
      ...homeCalls({ 'GET /api/students/calendar-due-dates': calendarReply([forces, ...busyDay]) }),
    });
    const { router } = renderApp('/home-students', { user: student });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: dayName(20, 5) }));
    await user.click(await screen.findByRole('button', { name: 'Exam: Mid-term exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exams-students'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between months and back to Today, within the 6 months it covers', async () => {
    stubApi({
      ...me,
      ...homeCalls({ 'GET /api/students/calendar-due-dates': calendarReply([forces, aprilExam]) }),
    });
    renderApp('/home-students', { user: student });
    const user = userEvent.setup();

    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    const previous = await within(calendar).findByRole('button', { name: 'Previous month' });
    expect(previous).toBeDisabled();
    expect(within(calendar).getByText('10').closest('[aria-current="date"]')).not.toBeNull();

    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByText('April 2026', { exact: false })).toBeInTheDocument();
    const april7 = formatDate(new Date(2026, 3, 7, 9).toISOString());
    expect(within(calendar).getByRole('button', { name: `${april7}: 1 due date` })).toBeInTheDocument();

    for (let i = 0; i < 5; i++)
      await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByText('September 2026', { exact: false })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();

    await user.click(within(calendar).getByRole('button', { name: 'Today' }));
    expect(within(calendar).getByText('March 2026', { exact: false })).toBeInTheDocument();
  });

  it("says 'No Due Dates' when nothing is due, and offers the calendar subscription", async () => {
    stubApi({
      ...me,
      ...homeCalls(),
      'GET /api/students/calendar-feed': {
        body: { success: true, url: 'http://school.test/api/calendar/abc.ics' },
      },
      'POST /api/students/calendar-feed': {
        body: {
          success: true,
          message: 'A new calendar address was made; the old one no longer works.',
          url: 'http://school.test/api/calendar/new.ics',
        },
      },
    });
    renderApp('/home-students', { user: student });
    const user = userEvent.setup();

    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(await within(calendar).findByText('No Due Dates')).toBeInTheDocument();

    await user.click(within(calendar).getByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    expect(await within(dialog).findByLabelText('Calendar address')).toHaveValue(
      'http://school.test/api/calendar/abc.ics',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make a New Address' }));
    expect(
      await within(dialog).findByText('A new calendar address was made; the old one no longer works.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Calendar address')).toHaveValue(
      'http://school.test/api/calendar/new.ics',
    );
  });

  it('shows the notifications with their unread count; opening one marks it read and follows its link', async () => {
    // Two hours before the page's clock (10 March 2026, 12:00), and a week before it.
    const unread = makeNotification({ createdAt: march(10, 10) });
    const read = makeNotification({
      _id: 'n-2',
      title: 'Welcome to Sabora',
      message: 'Your account is ready.',
      read: true,
      link: null,
      createdAt: march(3, 9),
    });
    const api = stubApi({
      ...me,
      ...homeCalls({
        'GET /api/notifications': notificationsReply([unread, read]),
        'GET /api/notifications/unread-count': unreadReply(1),
        'PUT /api/notifications/n-1/read': { body: { success: true, data: { ...unread, read: true } } },
      }),
    });
    const { router } = renderApp('/home-students', { user: student });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('1 unread')).toBeInTheDocument();
    expect(within(panel).getByText('Forces worksheet is due on Thursday.')).toBeInTheDocument();
    expect(within(panel).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^Welcome to Sabora / })).toHaveTextContent(
      new Date(march(3, 9)).toLocaleDateString(),
    );

    await user.click(within(panel).getByRole('button', { name: /^Unread: New homework / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeworks-students'));
    expect(api.callsTo('PUT /api/notifications/n-1/read')).toHaveLength(1);
  });

  it("says 'No notifications' when there are none", async () => {
    stubApi({ ...me, ...homeCalls() });
    renderApp('/home-students', { user: student });

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByText('0 unread')).toBeInTheDocument();
  });

  it('keeps the cards as links when the figures fail to load', async () => {
    stubApi({
      ...me,
      ...homeCalls({ 'GET /api/students/me/summary': { status: 500, body: { success: false } } }),
    });
    renderApp('/home-students', { user: student });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your figures');
    expect(screen.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/quiz-students');
  });

  it("asks for the student's own calendar, naming no child", async () => {
    const api = stubApi({ ...me, ...homeCalls() });
    renderApp('/home-students', { user: student });
    await screen.findByText('No Due Dates');
    expect(api.callsTo('GET /api/students/calendar-due-dates')[0]?.search).toBe('');
  });

  // The home in Arabic, the card figures as real Arabic plurals (fixture counts: 2 open
  // quizzes, 1 upcoming exam, 3 homeworks due, 5 subjects).
  it('shows the heading, panels and card figures in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({ ...me, ...homeCalls() });
    renderApp('/home-students', { user: student });

    expect(await screen.findByRole('heading', { name: 'الصفحة الرئيسية للطالب' })).toBeInTheDocument();
    expect(
      screen.getByText(wholeText('مرحبًا بعودتك يا Youssef: مواعيد التسليم والحصص وآخر الأخبار.')),
    ).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'واجباتك' });
    expect(await within(cards).findByText('اختباران متاحان')).toBeInTheDocument();
    expect(within(cards).getByText('امتحان واحد قادم')).toBeInTheDocument();
    expect(within(cards).getByText('٣ واجبات هذا الأسبوع')).toBeInTheDocument();
    expect(within(cards).getByText('٥ مواد مسجّلة')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'لوحة المتصدرين' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'حصص اليوم' })).toBeInTheDocument();
  });
});
