import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeChild, makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { calendarReply } from '../../../test/fixtures/student-home';
import { attendanceReply, makeAttendanceEntry } from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';
import { formatDateTime } from '../../components/date-time-text';

const parent = makeUser({ role: 'parent', firstName: 'Khaled', lastName: 'Mostafa' });
const ATTENDANCE = 'GET /api/virtual-classes/attendance';

const motion = makeAttendanceEntry();
const essay = makeAttendanceEntry({
  _id: 'class-2',
  title: 'Essay clinic',
  subject: { _id: 'subject-2', name: 'English' },
  scheduledDate: '2026-03-08T13:00:00.000Z',
  duration: 45,
  attended: false,
  joinedAt: null,
});

function openDashboard(attendance: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/auth/me': meReply(parent),
    'GET /api/parents/me/children': {
      body: { success: true, data: [makeChild('child-1', 'Youssef'), makeChild('child-2', 'Malak')] },
    },
    'GET /api/students/calendar-due-dates': calendarReply([]),
    ...attendance,
  });
  renderApp('/dashboard', { user: parent });
  return api;
}

describe("a parent's view of each child's class attendance", () => {
  it('shows, for each child, how many completed classes they attended and the latest ones', async () => {
    const api = openDashboard({
      [ATTENDANCE]: ({ search }) =>
        search === '?student=child-1' ? attendanceReply(3, 1, [motion, essay]) : attendanceReply(0, 0, []),
    });

    const youssef = await screen.findByRole('region', { name: "Youssef's Class Attendance" });
    expect(await within(youssef).findByText('Attended 3 of 4 classes')).toBeInTheDocument();
    const recent = within(youssef).getByRole('list', { name: 'Recent classes' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Motion review', 'Essay clinic']);

    const attended = within(recent).getByRole('listitem', { name: 'Motion review' });
    expect(within(attended).getByText('Attended')).toBeInTheDocument();
    expect(within(attended).getByText(formatDateTime(motion.scheduledDate))).toBeInTheDocument();
    expect(within(attended).getByText(/Physics/)).toBeInTheDocument();
    const missed = within(recent).getByRole('listitem', { name: 'Essay clinic' });
    expect(within(missed).getByText('Missed')).toBeInTheDocument();
    expect(within(missed).queryByText('Attended')).toBeNull();
    expect(within(missed).getByText(formatDateTime(essay.scheduledDate))).toBeInTheDocument();

    const malak = screen.getByRole('region', { name: "Malak's Class Attendance" });
    expect(await within(malak).findByText('No completed classes yet.')).toBeInTheDocument();
    expect(within(malak).queryByText(/^Attended \d/)).toBeNull();
    expect(within(malak).queryByRole('list')).toBeNull();

    expect(
      api
        .callsTo(ATTENDANCE)
        .map((call) => call.search)
        .sort(),
    ).toEqual(['?student=child-1', '?student=child-2']);
  });

  it("says 'Attended 1 of 1 class' for a single class, and 0 when every class was missed", async () => {
    openDashboard({
      [ATTENDANCE]: ({ search }) =>
        search === '?student=child-1'
          ? attendanceReply(1, 0, [motion])
          : attendanceReply(0, 2, [essay, { ...essay, _id: 'class-3', title: 'Poetry circle' }]),
    });

    const youssef = await screen.findByRole('region', { name: "Youssef's Class Attendance" });
    expect(await within(youssef).findByText('Attended 1 of 1 class')).toBeInTheDocument();
    const malak = screen.getByRole('region', { name: "Malak's Class Attendance" });
    expect(await within(malak).findByText('Attended 0 of 2 classes')).toBeInTheDocument();
    expect(within(malak).getAllByText('Missed')).toHaveLength(2);
  });

  it("says 'Failed to load class attendance' with Try Again when the call fails", async () => {
    let fail = true;
    const api = openDashboard({
      [ATTENDANCE]: () =>
        fail ? { status: 500, body: { success: false } } : attendanceReply(2, 0, [motion]),
    });

    const youssef = await screen.findByRole('region', { name: "Youssef's Class Attendance" });
    expect(await within(youssef).findByRole('alert')).toHaveTextContent('Failed to load class attendance');
    fail = false;
    await userEvent.setup().click(within(youssef).getByRole('button', { name: 'Try Again' }));
    expect(await within(youssef).findByText('Attended 2 of 2 classes')).toBeInTheDocument();
    expect(api.callsTo(ATTENDANCE).filter((call) => call.search === '?student=child-1')).toHaveLength(2);
  });

  it('shows no attendance to staff', async () => {
    const teacher = makeUser({ role: 'teacher' });
    const api = stubApi({ 'GET /api/auth/me': meReply(teacher) });
    renderApp('/dashboard', { user: teacher });
    await screen.findByRole('region', { name: 'Your tools' });
    expect(screen.queryByRole('region', { name: /Class Attendance/ })).toBeNull();
    expect(api.callsTo(ATTENDANCE)).toHaveLength(0);
  });
});
