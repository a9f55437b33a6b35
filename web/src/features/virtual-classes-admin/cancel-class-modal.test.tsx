import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  CLASS_IDS,
  makeEnrolled,
  makeStaffClass,
  maths,
  physics,
  staffClassesReply,
  statsReply,
  teachersReply,
} from '../../../test/fixtures/virtual-classes-admin';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

const admin = makeUser({ role: 'admin' });
const teacher = makeUser({ role: 'teacher', id: CLASS_IDS.karim });

const algebra = makeStaffClass({ enrolledStudents: [makeEnrolled(1)] });
const live = makeStaffClass({
  _id: 'bbbbbbbb-0000-4000-8000-000000000002',
  title: 'Live now',
  status: 'in-progress',
});
const done = makeStaffClass({
  _id: 'bbbbbbbb-0000-4000-8000-000000000003',
  title: 'Done',
  status: 'completed',
});
const off = makeStaffClass({
  _id: 'bbbbbbbb-0000-4000-8000-000000000004',
  title: 'Off',
  status: 'cancelled',
});
const PUT_ALGEBRA = `PUT /api/virtual-classes/${algebra._id}`;

const baseFor = (user: typeof admin) => ({
  'GET /api/auth/me': meReply(user),
  'GET /api/subjects': subjectsReply([maths, physics]),
  'GET /api/virtual-classes/stats/overview': statsReply,
  'GET /api/virtual-classes/teachers': teachersReply,
  'GET /api/virtual-classes': staffClassesReply([algebra, live, done, off]),
});

async function openCancel(user: typeof admin) {
  renderApp('/virtualclasses-admin', { user });
  const list = within(await screen.findByRole('list', { name: 'Virtual classes' }));
  const events = userEvent.setup();
  await events.click(list.getByRole('button', { name: 'Cancel Class Algebra revision' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Virtual Class' }));
  return { list, dialog, user: events };
}

describe('cancel a virtual class (/virtualclasses-admin)', () => {
  it('offers Cancel class only for scheduled and running classes', async () => {
    stubApi(baseFor(admin));
    renderApp('/virtualclasses-admin', { user: admin });
    const list = within(await screen.findByRole('list', { name: 'Virtual classes' }));
    const card = (title: string) => within(list.getByRole('listitem', { name: title }));
    expect(card('Algebra revision').getByRole('button', { name: /^Cancel Class/ })).toBeInTheDocument();
    expect(card('Live now').getByRole('button', { name: /^Cancel Class/ })).toBeInTheDocument();
    expect(card('Done').queryByRole('button', { name: /^Cancel Class/ })).not.toBeInTheDocument();
    expect(card('Off').queryByRole('button', { name: /^Cancel Class/ })).not.toBeInTheDocument();
  });

  it('asks first, then PUTs every current field with status cancelled and shows the server’s message', async () => {
    const api = stubApi({
      ...baseFor(admin),
      [PUT_ALGEBRA]: {
        body: {
          success: true,
          message: 'Class cancelled successfully!',
          data: { ...algebra, status: 'cancelled' },
        },
      },
    });
    const { list, dialog, user } = await openCancel(admin);
    expect(
      dialog.getByText(wholeText('Cancel Algebra revision? Its enrolled students will be told.')),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep Class' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel Virtual Class' })).not.toBeInTheDocument();
    expect(api.callsTo(PUT_ALGEBRA)).toHaveLength(0);

    await user.click(list.getByRole('button', { name: 'Cancel Class Algebra revision' }));
    const again = within(await screen.findByRole('dialog', { name: 'Cancel Virtual Class' }));
    await user.click(again.getByRole('button', { name: 'Cancel Class' }));
    expect(await screen.findByText('Class cancelled successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel Virtual Class' })).not.toBeInTheDocument();
    expect(api.callsTo(PUT_ALGEBRA).map((call) => call.body)).toEqual([
      {
        title: 'Algebra revision',
        subject: CLASS_IDS.maths,
        teacher: CLASS_IDS.karim,
        description: 'Linear equations before the mock exam.',
        scheduledDate: '2099-03-10T16:30:00.000Z',
        duration: 45,
        meetingLink: 'https://meet.test/algebra',
        meetingId: '123 456',
        meetingPassword: 'x1',
        platform: 'google-meet',
        maxParticipants: 30,
        academicYear: '2025-2026',
        agenda: ['Warm-up', 'Equations'],
        autoEnrollStudents: false,
        status: 'cancelled',
      },
    ]);
    // The list is asked again, so the card shows the new status.
    expect(api.callsTo('GET /api/virtual-classes').length).toBeGreaterThan(1);
  });

  it('sends no teacher for a teacher and shows a refusal in the dialog, else "Failed to cancel class"', async () => {
    let replies = 0;
    const api = stubApi({
      ...baseFor(teacher),
      [PUT_ALGEBRA]: () => {
        replies += 1;
        return replies === 1
          ? { status: 404, body: { success: false, message: 'Virtual class not found' } }
          : { status: 500, body: {} };
      },
    });
    const { dialog, user } = await openCancel(teacher);
    await user.click(dialog.getByRole('button', { name: 'Cancel Class' }));
    expect(await dialog.findByText('Virtual class not found')).toBeInTheDocument();
    expect(api.callsTo(PUT_ALGEBRA)[0]?.body).not.toHaveProperty('teacher');
    expect(api.callsTo(PUT_ALGEBRA)[0]?.body).toMatchObject({ status: 'cancelled' });
    await user.click(dialog.getByRole('button', { name: 'Cancel Class' }));
    expect(await dialog.findByText('Failed to cancel class')).toBeInTheDocument();
  });
});
