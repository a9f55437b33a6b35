import { academicYearOn } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { pickDay } from '../../../test/fixtures/pick-due-date';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  CLASS_IDS,
  makeStaffClass,
  maths,
  physics,
  staffClassesReply,
  statsReply,
  subjectStudentsReply,
  subjectTeachersReply,
  teachersReply,
} from '../../../test/fixtures/virtual-classes-admin';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const teacher = makeUser({ role: 'teacher', id: CLASS_IDS.karim });
const algebra = makeStaffClass();

const base = {
  'GET /api/auth/me': meReply(admin),
  'GET /api/subjects': subjectsReply([maths, physics]),
  'GET /api/virtual-classes/stats/overview': statsReply,
  'GET /api/virtual-classes/teachers': teachersReply,
  'GET /api/virtual-classes': staffClassesReply([algebra]),
  [`GET /api/virtual-classes/teachers/subject/${CLASS_IDS.maths}`]: subjectTeachersReply,
  [`GET /api/virtual-classes/students/subject/${CLASS_IDS.maths}`]: subjectStudentsReply(12),
};

/** A day of the month the calendar opens on that is not today. */
const otherDayThisMonth = () =>
  dayjs()
    .date(dayjs().date() === 15 ? 16 : 15)
    .startOf('day');

async function openCreate(user = admin) {
  renderApp('/virtualclasses-admin', { user });
  await screen.findByRole('list', { name: 'Virtual classes' });
  const events = userEvent.setup();
  await events.click(screen.getByRole('button', { name: 'Create New Class' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Class' });
  const form = within(dialog);
  await waitFor(() => expect(form.getByLabelText('Subject')).toBeEnabled());
  return { dialog, form, user: events };
}

describe('create and edit a virtual class (/virtualclasses-admin)', () => {
  it('names each missing or invalid field with the contract’s rule and sends nothing', async () => {
    const api = stubApi(base);
    const { form, user } = await openCreate();
    const save = () => user.click(form.getByRole('button', { name: 'Create Class' }));

    expect(form.getByLabelText('Duration (minutes)')).toHaveValue('60');
    // A new class is in this academic year and enrols its subject's students unless told otherwise.
    expect(form.getByLabelText('Academic Year')).toHaveValue(academicYearOn(new Date()));
    expect(form.getByLabelText("Automatically enroll the subject's students")).toBeChecked();
    await user.clear(form.getByLabelText('Academic Year'));
    await user.clear(form.getByLabelText('Duration (minutes)'));
    await save();
    for (const text of [
      'Title is required',
      'Subject is required',
      'Teacher is required',
      'Scheduled Date & Time is required',
      'Duration is required',
      'Academic Year is required',
    ]) {
      expect(form.getByText(text)).toBeInTheDocument();
    }

    await user.type(form.getByLabelText('Duration (minutes)'), '10');
    await user.clear(form.getByLabelText('Max participants'));
    await user.type(form.getByLabelText('Max participants'), '1001');
    await user.type(form.getByLabelText('Meeting link'), 'meet.test/x');
    await user.type(form.getByLabelText('Academic Year'), '2024-2026');
    await save();
    expect(form.getByText('Duration must be between 15 and 480 minutes')).toBeInTheDocument();
    expect(form.getByText('Max participants must be between 1 and 1000 participants')).toBeInTheDocument();
    expect(form.getByText('Meeting link must be a URL (https://…)')).toBeInTheDocument();
    expect(form.getByText('Academic Year must be two consecutive years, like 2024-2025')).toBeInTheDocument();
    expect(api.callsTo('POST /api/virtual-classes')).toHaveLength(0);
  }, 15_000);

  it('loads the chosen subject’s teachers and students, then sends every field and shows the auto-enrolled count', async () => {
    const api = stubApi({
      ...base,
      'POST /api/virtual-classes': {
        status: 201,
        body: {
          success: true,
          message: 'Class saved successfully! 12 students were automatically enrolled.',
          data: algebra,
          autoEnrolledCount: 12,
        },
      },
    });
    const { dialog, form, user } = await openCreate();
    expect(form.getByLabelText('Teacher')).toBeDisabled();
    expect(form.getByText('Choose a subject to see its students.')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Subject'), 'Mathematics');
    expect(await form.findByRole('option', { name: 'Salma Nabil (primary)' })).toBeInTheDocument();
    expect(form.getByRole('option', { name: 'Karim Adel' })).toBeInTheDocument();
    expect(
      await form.findByText('12 students take this subject (up to the seat limit).'),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET /api/virtual-classes/teachers/subject/${CLASS_IDS.maths}`)).toHaveLength(1);
    expect(api.callsTo(`GET /api/virtual-classes/students/subject/${CLASS_IDS.maths}`)).toHaveLength(1);

    await user.type(form.getByLabelText('Title'), 'Quadratics live');
    await user.selectOptions(form.getByLabelText('Teacher'), 'Karim Adel');
    await user.type(form.getByLabelText('Description'), 'Factorising.');
    // Another day than today starts at 09:00 (today would be the next full hour).
    const day = otherDayThisMonth();
    await pickDay(user, dialog, 'Scheduled Date & Time', day);
    const scheduledDate = day.hour(9).startOf('hour').toISOString();
    await user.clear(form.getByLabelText('Duration (minutes)'));
    await user.type(form.getByLabelText('Duration (minutes)'), '90');
    await user.selectOptions(form.getByLabelText('Platform'), 'Microsoft Teams');
    await user.type(form.getByLabelText('Meeting link'), 'https://teams.test/q');
    await user.type(form.getByLabelText('Meeting ID'), '987');
    await user.clear(form.getByLabelText('Academic Year'));
    await user.type(form.getByLabelText('Academic Year'), '2025-2026');
    for (let i = 0; i < 3; i += 1) await user.click(form.getByRole('button', { name: 'Add Agenda Item' }));
    await user.type(form.getByLabelText('Agenda item 1'), 'Recap');
    await user.type(form.getByLabelText('Agenda item 3'), 'Practice');
    await user.type(form.getByLabelText('Agenda item 2'), 'Dropped');
    await user.click(form.getByRole('button', { name: 'Remove agenda item 2' }));
    await user.click(form.getByRole('button', { name: 'Create Class' }));

    expect(
      await screen.findByText('Class saved successfully! 12 students were automatically enrolled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New Class' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/virtual-classes')[0]?.body).toEqual({
      title: 'Quadratics live',
      subject: CLASS_IDS.maths,
      teacher: CLASS_IDS.karim,
      description: 'Factorising.',
      scheduledDate,
      duration: 90,
      meetingLink: 'https://teams.test/q',
      meetingId: '987',
      platform: 'teams',
      maxParticipants: 100,
      academicYear: '2025-2026',
      agenda: ['Recap', 'Practice'],
      autoEnrollStudents: true,
    });
  }, 30_000);

  it('pre-fills the edit form, sends the changes with PUT and keeps a refusal in the dialog', async () => {
    let replies = 0;
    const api = stubApi({
      ...base,
      [`PUT /api/virtual-classes/${algebra._id}`]: () => {
        replies += 1;
        if (replies === 1) return { status: 409, body: { success: false, message: 'The class is full.' } };
        if (replies === 2) return { status: 500, body: {} };
        return { body: { success: true, message: 'Class saved successfully!', data: algebra } };
      },
    });
    renderApp('/virtualclasses-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Algebra revision' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Virtual Class' }));

    expect(form.getByLabelText('Title')).toHaveValue('Algebra revision');
    expect(form.getByLabelText('Description')).toHaveValue('Linear equations before the mock exam.');
    expect(form.getByLabelText('Duration (minutes)')).toHaveValue('45');
    expect(form.getByLabelText('Max participants')).toHaveValue('30');
    expect(form.getByLabelText('Platform')).toHaveValue('google-meet');
    expect(form.getByLabelText('Meeting link')).toHaveValue('https://meet.test/algebra');
    expect(form.getByLabelText('Academic Year')).toHaveValue('2025-2026');
    expect(form.getByLabelText('Agenda item 2')).toHaveValue('Equations');
    await waitFor(() => expect(form.getByLabelText('Subject')).toHaveValue(CLASS_IDS.maths));
    await waitFor(() => expect(form.getByLabelText('Teacher')).toHaveValue(CLASS_IDS.karim));

    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Algebra revision 2');
    await user.clear(form.getByLabelText('Meeting password'));
    const save = () => user.click(form.getByRole('button', { name: 'Save Changes' }));
    await save();
    expect(await form.findByText('The class is full.')).toBeInTheDocument();
    await save();
    expect(await form.findByText('Failed to save class')).toBeInTheDocument();
    await save();

    expect(await screen.findByText('Class saved successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/virtual-classes/${algebra._id}`)[2]?.body).toEqual({
      title: 'Algebra revision 2',
      subject: CLASS_IDS.maths,
      teacher: CLASS_IDS.karim,
      description: 'Linear equations before the mock exam.',
      scheduledDate: '2099-03-10T16:30:00.000Z',
      duration: 45,
      meetingLink: 'https://meet.test/algebra',
      meetingId: '123 456',
      platform: 'google-meet',
      maxParticipants: 30,
      academicYear: '2025-2026',
      agenda: ['Warm-up', 'Equations'],
      autoEnrollStudents: false,
    });
  }, 15_000);

  it('sends no teacher for a teacher: the server makes them the class’s teacher', async () => {
    const api = stubApi({
      ...base,
      'GET /api/auth/me': meReply(teacher),
      'POST /api/virtual-classes': {
        status: 201,
        body: { success: true, message: 'Class saved successfully!', data: algebra },
      },
    });
    const { dialog, form, user } = await openCreate(teacher);
    await user.type(form.getByLabelText('Title'), 'Office hour');
    await user.selectOptions(form.getByLabelText('Subject'), 'Mathematics');
    await pickDay(user, dialog, 'Scheduled Date & Time', otherDayThisMonth());
    await user.click(form.getByRole('button', { name: 'Create Class' }));

    expect(await screen.findByText('Class saved successfully!')).toBeInTheDocument();
    const body = api.callsTo('POST /api/virtual-classes')[0]?.body;
    expect(body).toMatchObject({
      title: 'Office hour',
      subject: CLASS_IDS.maths,
      duration: 60,
      academicYear: academicYearOn(new Date()),
      autoEnrollStudents: true,
    });
    expect(body).not.toHaveProperty('repeatWeeklyUntil');
    expect(body).not.toHaveProperty('teacher');
    expect(api.callsTo(`GET /api/virtual-classes/teachers/subject/${CLASS_IDS.maths}`)).toHaveLength(0);
  }, 15_000);

  it('repeats weekly until a day: sends the day and the browser’s time zone, and says how many were made', async () => {
    const api = stubApi({
      ...base,
      'GET /api/auth/me': meReply(teacher),
      'POST /api/virtual-classes': {
        status: 201,
        body: { success: true, message: '3 classes saved successfully!', data: algebra, createdCount: 3 },
      },
    });
    const { dialog, form, user } = await openCreate(teacher);
    await user.type(form.getByLabelText('Title'), 'Weekly practice');
    await user.selectOptions(form.getByLabelText('Subject'), 'Mathematics');
    await pickDay(user, dialog, 'Scheduled Date & Time', otherDayThisMonth());
    expect(form.queryByLabelText('Repeat weekly until')).not.toBeInTheDocument();
    await user.click(form.getByLabelText('Repeat weekly'));
    await user.click(form.getByRole('button', { name: 'Create Class' }));
    expect(form.getByText('Repeat weekly until is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/virtual-classes')).toHaveLength(0);

    await user.type(form.getByLabelText('Repeat weekly until'), '2099-12-31');
    await user.click(form.getByRole('button', { name: 'Create Class' }));
    expect(await screen.findByText('3 classes saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/virtual-classes')[0]?.body).toMatchObject({
      title: 'Weekly practice',
      repeatWeeklyUntil: '2099-12-31',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  }, 20_000);

  it('asks before creating a class the server finds at the same time, then creates it anyway', async () => {
    let posts = 0;
    const api = stubApi({
      ...base,
      'GET /api/auth/me': meReply(teacher),
      'POST /api/virtual-classes': () => {
        posts += 1;
        if (posts < 3) {
          return {
            status: 409,
            body: {
              success: false,
              code: 'classDuplicate',
              params: { title: 'Algebra revision' },
              message: 'Algebra revision of this subject already starts at this time. Create it anyway?',
            },
          };
        }
        return { status: 201, body: { success: true, message: 'Class saved successfully!', data: algebra } };
      },
    });
    const { dialog, form, user } = await openCreate(teacher);
    await user.type(form.getByLabelText('Title'), 'Algebra again');
    await user.selectOptions(form.getByLabelText('Subject'), 'Mathematics');
    await pickDay(user, dialog, 'Scheduled Date & Time', otherDayThisMonth());
    await user.click(form.getByRole('button', { name: 'Create Class' }));

    const warning = await form.findByRole('alertdialog', {
      name: 'Algebra revision of this subject already starts at this time. Create it anyway?',
    });
    // Going back keeps the form as typed and sends nothing more.
    await user.click(within(warning).getByRole('button', { name: 'Go Back' }));
    expect(form.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveValue('Algebra again');
    await user.click(form.getByRole('button', { name: 'Create Class' }));
    await user.click(
      within(await form.findByRole('alertdialog')).getByRole('button', { name: 'Create Anyway' }),
    );

    expect(await screen.findByText('Class saved successfully!')).toBeInTheDocument();
    const calls = api.callsTo('POST /api/virtual-classes');
    expect(calls).toHaveLength(3);
    expect(calls[1]?.body).not.toHaveProperty('allowDuplicate');
    expect(calls[2]?.body).toMatchObject({ title: 'Algebra again', allowDuplicate: true });
  }, 20_000);
});
