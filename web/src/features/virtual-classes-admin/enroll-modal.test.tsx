import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  CLASS_IDS,
  makeEnrolled,
  makeStaffClass,
  maths,
  staffClassesReply,
  statsReply,
  subjectStudentsReply,
  teachersReply,
} from '../../../test/fixtures/virtual-classes-admin';
import { meReply, renderApp } from '../../../test/render-app';
import { formatDateTime } from '../../components/date-time-text';

const admin = makeUser({ role: 'admin' });

const stubWith = (classes: ReturnType<typeof makeStaffClass>[], more = {}) =>
  stubApi({
    'GET /api/auth/me': meReply(admin),
    'GET /api/subjects': subjectsReply([maths]),
    'GET /api/virtual-classes/stats/overview': statsReply,
    'GET /api/virtual-classes/teachers': teachersReply,
    'GET /api/virtual-classes': staffClassesReply(classes),
    [`GET /api/virtual-classes/students/subject/${CLASS_IDS.maths}`]: subjectStudentsReply(9),
    ...more,
  });

async function open(button: string, dialogName: string) {
  renderApp('/virtualclasses-admin', { user: admin });
  const list = within(await screen.findByRole('list', { name: 'Virtual classes' }));
  const user = userEvent.setup();
  await user.click(list.getByRole('button', { name: button }));
  return { dialog: within(await screen.findByRole('dialog', { name: dialogName })), user };
}

describe('enrolling students and reading attendance (/virtualclasses-admin)', () => {
  it('enrolls the chosen students of the subject, previewing 5 then "... and N more"', async () => {
    const algebra = makeStaffClass({ enrolledStudents: [makeEnrolled(1)] });
    const api = stubWith([algebra], {
      [`POST /api/virtual-classes/${algebra._id}/enroll`]: {
        body: { success: true, message: 'Students enrolled successfully!', enrolledCount: 7 },
      },
    });
    const { dialog, user } = await open('Enroll students in Algebra revision', 'Enroll Students');
    const submit = dialog.getByRole('button', { name: 'Enroll Students' });
    expect(submit).toBeDisabled();

    const already = await dialog.findByRole('checkbox', { name: 'Student1 Ali (STU-1)' });
    expect(already).toBeChecked();
    expect(already).toBeDisabled();
    for (const n of [2, 3, 4, 5, 6]) {
      await user.click(dialog.getByRole('checkbox', { name: `Student${n} Ali (STU-${n})` }));
    }
    const preview = () => dialog.getByRole('list', { name: 'Selected students' });
    expect(within(preview()).getAllByRole('listitem')).toHaveLength(5);
    expect(dialog.queryByText(/\.\.\. and \d+ more/)).not.toBeInTheDocument();
    for (const n of [7, 8]) {
      await user.click(dialog.getByRole('checkbox', { name: `Student${n} Ali (STU-${n})` }));
    }
    expect(dialog.getByText('Selected students (7):')).toBeInTheDocument();
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Student2 Ali', 'Student3 Ali', 'Student4 Ali', 'Student5 Ali', 'Student6 Ali']);
    expect(dialog.getByText('... and 2 more')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText('Students enrolled successfully!')).toBeInTheDocument();
    const sent = api.callsTo(`POST /api/virtual-classes/${algebra._id}/enroll`)[0]?.body as {
      studentIds: string[];
    };
    expect(sent.studentIds).toEqual([2, 3, 4, 5, 6, 7, 8].map((n) => makeEnrolled(n).student._id));
  });

  it('shows a refused enrolment as the server’s reason, else "Failed to enroll students"', async () => {
    const algebra = makeStaffClass();
    let replies = 0;
    stubWith([algebra], {
      [`POST /api/virtual-classes/${algebra._id}/enroll`]: () => {
        replies += 1;
        return replies === 1
          ? { status: 409, body: { success: false, message: 'This class is full.' } }
          : { status: 500, body: {} };
      },
    });
    const { dialog, user } = await open('Enroll students in Algebra revision', 'Enroll Students');
    await user.click(await dialog.findByRole('checkbox', { name: 'Student3 Ali (STU-3)' }));
    await user.click(dialog.getByRole('button', { name: 'Enroll Students' }));
    expect(await dialog.findByText('This class is full.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Enroll Students' }));
    expect(await dialog.findByText('Failed to enroll students')).toBeInTheDocument();
  });

  it('shows who attended a class that has started, with the join time, and exports the attendance', async () => {
    const live = makeStaffClass({
      status: 'in-progress',
      enrolledStudents: [makeEnrolled(1, { joinedAt: '2099-03-10T16:34:00.000Z' }), makeEnrolled(2)],
    });
    const api = stubWith([live], {
      [`GET /api/virtual-classes/${live._id}/attendance/export`]: { body: 'Student ID,Attended' },
    });
    // jsdom has no object URLs, and a download click would navigate.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:attendance'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { dialog, user } = await open('View (2) enrolled', 'Enrolled Students: Algebra revision');

    const row = (name: string) => within(dialog.getByRole('row', { name: new RegExp(name) }));
    expect(row('Student1 Ali').getByText('Attended')).toBeInTheDocument();
    expect(row('Student1 Ali').getByText(formatDateTime('2099-03-10T16:34:00.000Z'))).toBeInTheDocument();
    expect(row('Student2 Ali').getByText('Not attended')).toBeInTheDocument();
    expect(row('Student2 Ali').getByText('STU-2')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Export Attendance (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`GET /api/virtual-classes/${live._id}/attendance/export`)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('attendance.csv');
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows only the enrolment date for a class still to come', async () => {
    const upcoming = makeStaffClass({ enrolledStudents: [makeEnrolled(1)] });
    stubWith([upcoming]);
    const { dialog } = await open('View (1) enrolled', 'Enrolled Students: Algebra revision');

    const row = within(dialog.getByRole('row', { name: /Student1 Ali/ }));
    expect(row.getByText(formatDateTime('2026-03-01T09:00:00.000Z'))).toBeInTheDocument();
    expect(dialog.queryByText('Attendance')).not.toBeInTheDocument();
    expect(dialog.queryByText('Not attended')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Export Attendance (CSV)' })).toBeInTheDocument();
  });
});
