import { notifications } from '@mantine/notifications';
import type { Teacher } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf, makeSubject, makeTeacher } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const physics = makeSubject({ name: 'Physics', code: 'PHY' });
const chemistry = makeSubject({ name: 'Chemistry', code: 'CHE', system: 'National' });
const biology = makeSubject({ name: 'Biology', code: 'BIO' });

function teachersFixture(): Teacher[] {
  return [
    makeTeacher({
      firstName: 'Karim',
      lastName: 'Adel',
      email: 'karim@sabora.test',
      phone: '+20 100 111 2222',
      subjects: [{ _id: physics._id, name: 'Physics', code: 'PHY', isPrimary: true }],
    }),
    makeTeacher({
      firstName: 'Salma',
      lastName: 'Nabil',
      email: 'salma@sabora.test',
      phone: null,
      isActive: false,
    }),
  ];
}

/** A small server: the teacher list changes as subjects are assigned and removed. */
function stubSchool(teachers = teachersFixture()) {
  return stubApi({
    'GET /api/auth/me': meReply(admin),
    'GET /api/teachers': () => listOf(teachers),
    'GET /api/subjects': () => listOf([physics, chemistry, biology]),
    [`POST /api/teachers/${teachers[0]?._id}/subjects/${chemistry._id}`]: ({ body }) => {
      const isPrimary = (body as { isPrimary: boolean }).isPrimary;
      teachers[0]?.subjects.push({ _id: chemistry._id, name: 'Chemistry', code: 'CHE', isPrimary });
      return { body: { success: true, message: 'Subject assigned successfully!', data: teachers[0] } };
    },
    [`DELETE /api/teachers/${teachers[0]?._id}/subjects/${physics._id}`]: () => {
      const karim = teachers[0];
      if (karim) karim.subjects = karim.subjects.filter((subject) => subject._id !== physics._id);
      return { body: { success: true, message: 'Subject assignment removed successfully!' } };
    },
  });
}

const cardOf = (name: string) => screen.findByRole('article', { name });

describe('teachers admin (/teachers-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('shows each teacher as a card with contact, status and subjects, Primary marked', async () => {
    const api = stubSchool();
    renderApp('/teachers-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Teachers Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const karim = await cardOf('Karim Adel');
    expect(within(karim).getByText('karim@sabora.test')).toBeInTheDocument();
    expect(within(karim).getByText('+20 100 111 2222')).toBeInTheDocument();
    expect(within(karim).getByText('Active')).toBeInTheDocument();
    expect(within(karim).getByText('Physics')).toBeInTheDocument();
    expect(within(karim).getByText('Primary')).toBeInTheDocument();
    const salma = await cardOf('Salma Nabil');
    expect(within(salma).getByText('Inactive')).toBeInTheDocument();
    expect(within(salma).getByText('No subjects assigned yet.')).toBeInTheDocument();
    expect(within(salma).queryByText('Primary')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/teachers')[0]?.search).toBe('?page=1');
  });

  it('searches on the server after the reader stops typing', async () => {
    const api = stubSchool();
    renderApp('/teachers-admin', { user: admin });
    await cardOf('Karim Adel');

    await userEvent.setup().type(screen.getByLabelText('Search teachers'), 'salma');
    await waitFor(
      () => expect(api.callsTo('GET /api/teachers').at(-1)?.search).toBe('?page=1&search=salma'),
      {
        timeout: 2000,
      },
    );
  });

  it('shows the empty and failure states', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/teachers': listOf([]) });
    const first = renderApp('/teachers-admin', { user: admin });
    expect(await screen.findByText('No teachers found')).toBeInTheDocument();
    first.unmount();

    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    renderApp('/teachers-admin', { user: admin });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch teachers');
  });

  it('lists every subject in the assign modal: Assigned, or Assign and Primary; Primary assigns as primary', async () => {
    const teachers = teachersFixture();
    const api = stubSchool(teachers);
    renderApp('/teachers-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(
      within(await cardOf('Karim Adel')).getByRole('button', { name: 'Assign Subject to Karim Adel' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Assign Subjects to Karim Adel' });
    const physicsRow = await within(dialog).findByRole('row', { name: /Physics/ });
    expect(within(physicsRow).getByText('Assigned')).toBeInTheDocument();
    expect(within(physicsRow).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    expect(within(physicsRow).queryByRole('button', { name: 'Primary' })).not.toBeInTheDocument();
    const biologyRow = within(dialog).getByRole('row', { name: /Biology/ });
    expect(within(biologyRow).getByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(within(biologyRow).getByRole('button', { name: 'Primary' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/subjects')[0]?.search).toContain('limit=100');

    const chemistryRow = within(dialog).getByRole('row', { name: /Chemistry/ });
    await user.click(within(chemistryRow).getByRole('button', { name: 'Primary' }));

    expect(await screen.findByText('Subject assigned successfully!')).toBeInTheDocument();
    const assignKey = `POST /api/teachers/${teachers[0]?._id}/subjects/${chemistry._id}`;
    expect(api.callsTo(assignKey).map((call) => call.body)).toEqual([{ isPrimary: true }]);
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('row', { name: /Chemistry/ })).getByText('Assigned'),
      ).toBeInTheDocument(),
    );
    // The card reads the refreshed list too.
    expect(within(await cardOf('Karim Adel')).getByText('Chemistry')).toBeInTheDocument();
  });

  it('assigns as a plain teacher with Assign, and shows the server reason when refused', async () => {
    const teachers = teachersFixture();
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': () => listOf(teachers),
      'GET /api/subjects': () => listOf([physics, chemistry, biology]),
      [`POST /api/teachers/${teachers[1]?._id}/subjects/${biology._id}`]: {
        status: 409,
        body: {
          success: false,
          message: 'This teacher is inactive; reactivate them before assigning subjects',
        },
      },
    });
    renderApp('/teachers-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(
      within(await cardOf('Salma Nabil')).getByRole('button', { name: 'Assign Subject to Salma Nabil' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Subjects to Salma Nabil' });
    await user.click(
      within(await within(dialog).findByRole('row', { name: /Biology/ })).getByRole('button', {
        name: 'Assign',
      }),
    );

    expect(
      await within(dialog).findByText(
        'Failed to assign subject: This teacher is inactive; reactivate them before assigning subjects',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/teachers/${teachers[1]?._id}/subjects/${biology._id}`)[0]?.body).toEqual({
      isPrimary: false,
    });
  });

  it('shows a refusal of one subject in its row, not above the table, until the next choice', async () => {
    const teachers = teachersFixture();
    const karim = teachers[0]?._id;
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': () => listOf(teachers),
      'GET /api/subjects': () => listOf([physics, chemistry, biology]),
      [`POST /api/teachers/${karim}/subjects/${biology._id}`]: {
        status: 404,
        body: { success: false, code: 'subjectNotFound', message: 'Subject not found' },
      },
      [`POST /api/teachers/${karim}/subjects/${chemistry._id}`]: {
        body: { success: true, message: 'Subject assigned successfully!', data: teachers[0] },
      },
    });
    renderApp('/teachers-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(
      within(await cardOf('Karim Adel')).getByRole('button', { name: 'Assign Subject to Karim Adel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Subjects to Karim Adel' });
    const biologyRow = await within(dialog).findByRole('row', { name: /Biology/ });
    const assign = within(biologyRow).getByRole('button', { name: 'Assign' });
    await user.click(assign);

    expect(await within(biologyRow).findByText('Subject not found')).toBeInTheDocument();
    expect(assign).toHaveAccessibleDescription('Subject not found');
    expect(biologyRow).toHaveAttribute('data-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(
      within(within(dialog).getByRole('row', { name: /Chemistry/ })).getByRole('button', { name: 'Assign' }),
    );
    await waitFor(() => expect(within(biologyRow).queryByText('Subject not found')).not.toBeInTheDocument());
    expect(biologyRow).not.toHaveAttribute('data-invalid');
  });

  it('removes an assignment only after confirmation', async () => {
    const teachers = teachersFixture();
    const api = stubSchool(teachers);
    renderApp('/teachers-admin', { user: admin });
    const user = userEvent.setup();
    const removeButton = within(await cardOf('Karim Adel')).getByRole('button', {
      name: 'Remove Physics from Karim Adel',
    });
    const removeKey = `DELETE /api/teachers/${teachers[0]?._id}/subjects/${physics._id}`;

    await user.click(removeButton);
    let dialog = await screen.findByRole('dialog', { name: 'Remove Subject Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(removeKey)).toHaveLength(0);

    await user.click(removeButton);
    dialog = await screen.findByRole('dialog', { name: 'Remove Subject Assignment' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove Physics from Karim Adel?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Subject assignment removed successfully!')).toBeInTheDocument();
    expect(api.callsTo(removeKey)).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await cardOf('Karim Adel')).queryByText('Physics')).not.toBeInTheDocument(),
    );
  });

  it('adds a teacher: checks the required fields first, then posts and confirms', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': listOf([]),
      'POST /api/teachers': {
        status: 201,
        body: { success: true, message: 'Teacher added successfully!', data: makeTeacher() },
      },
    });
    renderApp('/teachers-admin', { user: admin });
    const form = await screen.findByRole('form', { name: 'Add Teacher' });
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Add Teacher' }));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(within(form).queryByText('Phone is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/teachers')).toHaveLength(0);

    await user.type(within(form).getByLabelText('First name'), 'Nour');
    await user.type(within(form).getByLabelText('Last name'), 'Samir');
    await user.type(within(form).getByLabelText('Email'), 'Nour@Sabora.test');
    await user.type(within(form).getByLabelText('Password'), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Add Teacher' }));

    expect(await within(form).findByText('Teacher added successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/teachers')[0]?.body).toEqual({
      firstName: 'Nour',
      lastName: 'Samir',
      email: 'nour@sabora.test',
      phone: '',
      password: 'secret12',
    });
    expect(within(form).getByLabelText('First name')).toHaveValue('');
  });

  it('shows a taken email at the Email field, not in the alert', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': listOf([]),
      'POST /api/teachers': {
        status: 409,
        body: { success: false, message: 'email: an account with this email already exists' },
      },
    });
    renderApp('/teachers-admin', { user: admin });
    const form = await screen.findByRole('form', { name: 'Add Teacher' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('First name'), 'Nour');
    await user.type(within(form).getByLabelText('Last name'), 'Samir');
    await user.type(within(form).getByLabelText('Email'), 'karim@sabora.test');
    await user.type(within(form).getByLabelText('Password'), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Add Teacher' }));

    const email = within(form).getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists'),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows why adding a teacher failed when the refusal names no field', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': listOf([]),
      'POST /api/teachers': {
        status: 500,
        body: { success: false, message: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderApp('/teachers-admin', { user: admin });
    const form = await screen.findByRole('form', { name: 'Add Teacher' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('First name'), 'Nour');
    await user.type(within(form).getByLabelText('Last name'), 'Samir');
    await user.type(within(form).getByLabelText('Email'), 'karim@sabora.test');
    await user.type(within(form).getByLabelText('Password'), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Add Teacher' }));

    expect(
      await within(form).findByText(
        'Failed to add teacher: Something went wrong on our side. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a teacher after confirmation, or reports the deactivation the server chose', async () => {
    const teachers = teachersFixture();
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': () => listOf(teachers),
      [`DELETE /api/teachers/${teachers[0]?._id}`]: {
        body: {
          success: true,
          outcome: 'deactivated',
          message: 'Teacher deactivated: their students’ records keep their name.',
        },
      },
      [`DELETE /api/teachers/${teachers[1]?._id}`]: {
        body: { success: true, outcome: 'deleted', message: 'Teacher deleted successfully!' },
      },
    });
    renderApp('/teachers-admin', { user: admin });
    const user = userEvent.setup();

    await user.click(within(await cardOf('Salma Nabil')).getByRole('button', { name: 'Delete Salma Nabil' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Teacher' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this teacher?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Teacher deleted successfully!')).toBeInTheDocument();

    await user.click(within(await cardOf('Karim Adel')).getByRole('button', { name: 'Delete Karim Adel' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Teacher' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Teacher deactivated: their students’ records keep their name.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
