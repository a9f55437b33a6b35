import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf, makeSubject, makeTeacher, subjectTeacher } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const karim = makeTeacher({ firstName: 'Karim', lastName: 'Adel' });
const salma = makeTeacher({ firstName: 'Salma', lastName: 'Nabil' });
const nour = makeTeacher({ firstName: 'Nour', lastName: 'Samir' });
const physics = makeSubject({ name: 'Physics', code: 'PHY', teachers: [subjectTeacher(karim, true)] });
const biology = makeSubject({
  name: 'Biology',
  code: 'BIO',
  teachers: [subjectTeacher(salma), subjectTeacher(nour)],
});
const arabic = makeSubject({
  name: 'Arabic',
  code: 'ARA',
  system: 'National',
  teachers: [subjectTeacher(nour)],
});

function stubSchool(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': meReply(admin),
    'GET /api/students': listOf([]),
    'GET /api/subjects': ({ search }) => {
      const system = new URLSearchParams(search).get('system');
      return listOf([physics, biology, arabic].filter((subject) => subject.system === system));
    },
    'POST /api/students/with-account': {
      status: 201,
      body: { success: true, message: 'Student added successfully!' },
    },
    ...overrides,
  });
}

async function openAddStudent() {
  renderApp('/students-admin', { user: admin });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Student' }));
  const form = await screen.findByRole('form', { name: 'Add Student' });
  return { user, form, field: (label: string) => within(form).getByLabelText(label) };
}

type Opened = Awaited<ReturnType<typeof openAddStudent>>;

/** Pastes rather than types: one change per field keeps these long forms quick to fill. */
async function fill({ user, field }: Opened, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillValidStudent(opened: Opened, password = 'secret12', confirmation = password) {
  const values: [string, string][] = [
    ['First name', 'Omar'],
    ['Last name', 'Ali'],
    ['Email', 'omar@sabora.test'],
    ['Phone', '+20 100 333 4444'],
    ['Password', password],
    ['Confirm password', confirmation],
    ['Academic year', '2026'],
    ['Parent name', 'Hala Ali'],
    ['Parent email', 'hala@sabora.test'],
    ['Parent phone', '+20 100 555 6666'],
  ];
  for (const [label, value] of values) await fill(opened, label, value);
  await opened.user.selectOptions(opened.field('System'), 'IGCSE');
}

const submit = ({ user, form }: Opened) =>
  user.click(within(form).getByRole('button', { name: 'Add Student' }));

describe('add student (/students-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('says which fields are required before calling the server', async () => {
    const api = stubSchool();
    const opened = await openAddStudent();
    await submit(opened);

    for (const label of [
      'First name',
      'Email',
      'Phone',
      'Password',
      'System',
      'Parent email',
      'Parent phone',
    ]) {
      expect(within(opened.form).getByText(`${label} is required`)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/students/with-account')).toHaveLength(0);
  });

  it('refuses passwords that differ, then a password shorter than 8 characters', async () => {
    const api = stubSchool();
    const opened = await openAddStudent();
    await fillValidStudent(opened, 'secret12', 'secret22');
    await submit(opened);
    expect(await within(opened.form).findByText('Passwords do not match!')).toBeInTheDocument();

    await fill(opened, 'Password', 'abc');
    await fill(opened, 'Confirm password', 'abc');
    await submit(opened);
    expect(
      await within(opened.form).findByText('Password must be at least 8 characters long!'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/students/with-account')).toHaveLength(0);
  });

  it("offers only the chosen system's subjects, and says so when the system has none", async () => {
    const api = stubSchool();
    const { user, form, field } = await openAddStudent();
    await user.click(within(form).getByRole('switch', { name: 'Enroll in subjects' }));
    expect(within(form).getByText('Choose a system to see its subjects.')).toBeInTheDocument();

    await user.selectOptions(field('System'), 'IGCSE');
    expect(await within(form).findByRole('checkbox', { name: 'Physics (PHY)' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Biology (BIO)' })).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Arabic (ARA)' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/subjects').at(-1)?.search).toContain('system=IGCSE');

    await user.selectOptions(field('System'), 'National');
    expect(await within(form).findByRole('checkbox', { name: 'Arabic (ARA)' })).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Physics (PHY)' })).not.toBeInTheDocument();

    await user.selectOptions(field('System'), 'American');
    expect(
      await within(form).findByText('No subjects available for the selected system.'),
    ).toBeInTheDocument();
  });

  it('needs a teacher for each ticked subject, chosen from that subject’s teachers', async () => {
    const api = stubSchool();
    const opened = await openAddStudent();
    const { user, form } = opened;
    await fillValidStudent(opened);
    await user.click(within(form).getByRole('switch', { name: 'Enroll in subjects' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Biology (BIO)' }));

    const teacherChoice = within(form).getByLabelText('Teacher for Biology');
    expect(
      within(teacherChoice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a teacher', 'Salma Nabil', 'Nour Samir']);
    await submit(opened);
    expect(
      await within(form).findByText('Please select a teacher for each selected subject.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Choose a teacher', { selector: 'p, div, span' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/students/with-account')).toHaveLength(0);
  });

  it('creates the account and the profile with its enrolments in one call', async () => {
    const api = stubSchool();
    const opened = await openAddStudent();
    const { user, form } = opened;
    await fillValidStudent(opened);
    await user.click(within(form).getByRole('switch', { name: 'Enroll in subjects' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Physics (PHY)' }));
    // The primary teacher is chosen for a start.
    expect(within(form).getByLabelText('Teacher for Physics')).toHaveValue(karim._id);
    await user.click(within(form).getByRole('checkbox', { name: 'Biology (BIO)' }));
    await user.selectOptions(within(form).getByLabelText('Teacher for Biology'), 'Nour Samir');
    await submit(opened);

    expect(await screen.findByText('Student added successfully!')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/api/students/with-account']);
    expect(posts[0]?.body).toEqual({
      firstName: 'Omar',
      lastName: 'Ali',
      email: 'omar@sabora.test',
      phone: '+20 100 333 4444',
      password: 'secret12',
      system: 'IGCSE',
      academicYear: '2026',
      parentName: 'Hala Ali',
      parentEmail: 'hala@sabora.test',
      parentPhone: '+20 100 555 6666',
      subjects: [
        { subject: physics._id, teacher: karim._id, isActive: true },
        { subject: biology._id, teacher: nour._id, isActive: true },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Student' })).not.toBeInTheDocument());
  });

  it('shows a refusal at the field it names, any other in the alert, and a retry sends the call again', async () => {
    let attempts = 0;
    const api = stubSchool({
      'POST /api/students/with-account': () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 409,
            body: { success: false, message: 'parentEmail: this email belongs to a teacher account' },
          };
        }
        if (attempts === 2) {
          return {
            status: 409,
            body: { success: false, message: 'Could not allocate a student id; please try again.' },
          };
        }
        return { status: 201, body: { success: true, message: 'Student added successfully!' } };
      },
    });
    const opened = await openAddStudent();
    await fillValidStudent(opened);
    await submit(opened);

    const parentEmail = within(opened.form).getByLabelText('Parent email');
    await waitFor(() =>
      expect(parentEmail).toHaveAccessibleDescription('This email belongs to a teacher account'),
    );
    expect(parentEmail).toHaveFocus();
    expect(within(opened.form).queryByRole('alert')).not.toBeInTheDocument();

    await submit(opened);
    expect(
      await within(opened.form).findByText(
        'Failed to add student: Could not allocate a student id; please try again.',
      ),
    ).toBeInTheDocument();
    expect(parentEmail).not.toHaveAttribute('aria-invalid', 'true');
    await submit(opened);
    expect(await screen.findByText('Student added successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/students/with-account')).toHaveLength(3);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(3);
  });
});
