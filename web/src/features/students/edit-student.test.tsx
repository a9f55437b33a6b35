import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import {
  listOf,
  makeStudent,
  makeSubject,
  makeTeacher,
  subjectTeacher,
} from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const karim = makeTeacher({ firstName: 'Karim', lastName: 'Adel' });
const physics = makeSubject({ name: 'Physics', code: 'PHY', teachers: [subjectTeacher(karim, true)] });
const omar = makeStudent({
  studentId: 'STU-0007',
  status: 'suspended',
  subjects: [
    {
      subject: { _id: physics._id, name: 'Physics', code: 'PHY' },
      teacher: { _id: karim._id, firstName: 'Karim', lastName: 'Adel' },
      isActive: false,
    },
  ],
});
const updateKey = `PUT /api/students/${omar._id}`;
const passwordKey = `PUT /api/users/${omar.user._id}/password`;

function stubSchool(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': meReply(admin),
    'GET /api/students': listOf([omar]),
    'GET /api/subjects': listOf([physics]),
    [updateKey]: { body: { success: true, message: 'Student updated successfully!', data: omar } },
    [passwordKey]: { body: { success: true, message: 'Password updated' } },
    ...overrides,
  });
}

async function openEdit() {
  renderApp('/students-admin', { user: admin });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Omar Ali' }));
  const form = await screen.findByRole('form', { name: 'Edit Student' });
  const fill = async (label: string, value: string) => {
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  };
  return {
    user,
    form,
    fill,
    save: () => user.click(within(form).getByRole('button', { name: 'Save Changes' })),
  };
}

describe('edit student (/students-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('saves the profile with its enrolments and keeps the password when it is left blank', async () => {
    const api = stubSchool();
    const { form, fill, save } = await openEdit();
    expect(within(form).getByLabelText('Status')).toHaveValue('suspended');
    expect(await within(form).findByRole('checkbox', { name: 'Physics (PHY)' })).toBeChecked();
    await fill('First name', 'Omer');
    await save();

    expect(await screen.findByText('Student updated successfully!')).toBeInTheDocument();
    expect(api.callsTo(updateKey)[0]?.body).toEqual({
      system: 'IGCSE',
      academicYear: '2026',
      status: 'suspended',
      firstName: 'Omer',
      lastName: 'Ali',
      phone: '+20 100 333 4444',
      parentName: 'Hala Ali',
      parentEmail: 'hala@sabora.test',
      parentPhone: '+20 100 555 6666',
      // The paused enrolment stays paused.
      subjects: [{ subject: physics._id, teacher: karim._id, isActive: false }],
    });
    expect(api.callsTo(passwordKey)).toHaveLength(0);
  });

  it('checks a new password against its confirmation before saving anything', async () => {
    const api = stubSchool();
    const { form, fill, save } = await openEdit();
    await fill('New password', 'secret12');
    await save();
    expect(await within(form).findByText('Passwords do not match!')).toBeInTheDocument();

    await fill('Confirm new password', 'secret12');
    await fill('New password', 'abc');
    await fill('Confirm new password', 'abc');
    await save();
    expect(await within(form).findByText('Password must be at least 8 characters long!')).toBeInTheDocument();
    expect(api.callsTo(updateKey)).toHaveLength(0);
  });

  it('sets the new password after the profile, and says so when only the password failed', async () => {
    const api = stubSchool({
      [passwordKey]: {
        status: 400,
        body: { success: false, message: 'password: must be at most 200 characters' },
      },
    });
    const { form, fill, save } = await openEdit();
    await fill('New password', 'secret12');
    await fill('Confirm new password', 'secret12');
    await save();

    expect(
      await within(form).findByText(
        'Student updated but password update failed: password: must be at most 200 characters',
      ),
    ).toBeInTheDocument();
    const order = api.calls.filter((call) => call.method === 'PUT').map((call) => call.path);
    expect(order).toEqual([`/api/students/${omar._id}`, `/api/users/${omar.user._id}/password`]);
    expect(api.callsTo(passwordKey)[0]?.body).toEqual({ password: 'secret12' });
  });

  it('shows why the profile was refused and does not touch the password', async () => {
    const api = stubSchool({
      [updateKey]: {
        status: 400,
        body: { success: false, message: 'subjects.0.teacher: choose a teacher who teaches Physics' },
      },
    });
    const { form, fill, save } = await openEdit();
    await fill('New password', 'secret12');
    await fill('Confirm new password', 'secret12');
    await save();

    expect(
      await within(form).findByText(
        'Failed to update student: subjects.0.teacher: choose a teacher who teaches Physics',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(passwordKey)).toHaveLength(0);
  });

  it('drops subjects of another system when the system changes', async () => {
    const api = stubSchool({
      'GET /api/subjects': ({ search }) =>
        listOf(new URLSearchParams(search).get('system') === 'IGCSE' ? [physics] : []),
    });
    const { user, form, save } = await openEdit();
    await within(form).findByRole('checkbox', { name: 'Physics (PHY)' });
    await user.selectOptions(within(form).getByLabelText('System'), 'National');
    expect(
      await within(form).findByText('No subjects available for the selected system.'),
    ).toBeInTheDocument();
    await save();

    await waitFor(() => expect(api.callsTo(updateKey)).toHaveLength(1));
    expect(api.callsTo(updateKey)[0]?.body).toMatchObject({ system: 'National', subjects: [] });
  });
});
