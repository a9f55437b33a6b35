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
  teachersReply,
} from '../../../test/fixtures/virtual-classes-admin';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher', id: CLASS_IDS.karim });
const algebra = makeStaffClass();
const LABEL = 'Scheduled Date & Time';
const SHOWN = 'DD MMM YYYY HH:mm';

const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
  'GET /api/virtual-classes/stats/overview': statsReply,
  'GET /api/virtual-classes/teachers': teachersReply,
  'GET /api/virtual-classes': staffClassesReply([algebra]),
  [`GET /api/virtual-classes/students/subject/${CLASS_IDS.maths}`]: subjectStudentsReply(3),
  'POST /api/virtual-classes': {
    status: 201,
    body: { success: true, message: 'Class saved successfully!', data: algebra },
  },
  [`PUT /api/virtual-classes/${algebra._id}`]: {
    body: { success: true, message: 'Class saved successfully!', data: algebra },
  },
};

async function openForm(button: string, title: string) {
  renderApp('/virtualclasses-admin', { user: teacher });
  await screen.findByRole('list', { name: 'Virtual classes' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const form = within(dialog);
  await waitFor(() => expect(form.getByLabelText('Subject')).toBeEnabled());
  return { dialog, form, user };
}

/** Fills the other required fields of a teacher's new class and creates it. */
async function createWith({ form, user }: Awaited<ReturnType<typeof openForm>>) {
  await user.type(form.getByLabelText('Title'), 'Office hour');
  await user.selectOptions(form.getByLabelText('Subject'), 'Mathematics');
  await user.clear(form.getByLabelText('Academic Year'));
  await user.type(form.getByLabelText('Academic Year'), '2025-2026');
  await user.click(form.getByRole('button', { name: 'Create Class' }));
  expect(await screen.findByText('Class saved successfully!')).toBeInTheDocument();
}

const sentStart = (api: ReturnType<typeof stubApi>, key: string) =>
  (api.callsTo(key)[0]?.body as { scheduledDate?: string } | undefined)?.scheduledDate;

describe('when a class starts (create/edit form)', () => {
  it('"Start Now" sets the current minute, so the class is live once saved', async () => {
    const api = stubApi(base);
    const opened = await openForm('Create New Class', 'Create New Class');
    const before = dayjs().startOf('minute');
    await opened.user.click(opened.form.getByRole('button', { name: 'Start Now' }));
    const after = dayjs();
    const shown = opened.form.getByLabelText(LABEL).textContent;
    expect([before.format(SHOWN), after.format(SHOWN)]).toContain(shown);
    await createWith(opened);

    const sent = dayjs(sentStart(api, 'POST /api/virtual-classes') ?? 'not sent');
    expect(sent.second()).toBe(0);
    expect(sent.valueOf()).toBeGreaterThanOrEqual(before.valueOf());
    expect(sent.valueOf()).toBeLessThanOrEqual(after.valueOf());
  }, 15_000);

  it('a class picked for today starts at the next full hour, not at 23:59', async () => {
    const api = stubApi(base);
    const opened = await openForm('Create New Class', 'Create New Class');
    const before = dayjs().add(1, 'hour').startOf('hour');
    await pickDay(opened.user, opened.dialog, LABEL, dayjs());
    const after = dayjs().add(1, 'hour').startOf('hour');
    await createWith(opened);
    // Either side of an hour that turned while the test ran.
    expect([before.toISOString(), after.toISOString()]).toContain(
      sentStart(api, 'POST /api/virtual-classes'),
    );
  }, 15_000);

  it('editing: another day keeps the class’s time', async () => {
    const api = stubApi(base);
    const { dialog, form, user } = await openForm('Edit Algebra revision', 'Edit Virtual Class');
    const start = dayjs(algebra.scheduledDate);
    await pickDay(user, dialog, LABEL, start.date(12));
    expect(form.getByLabelText(LABEL)).toHaveTextContent(start.date(12).format(SHOWN));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Class saved successfully!')).toBeInTheDocument();
    expect(sentStart(api, `PUT /api/virtual-classes/${algebra._id}`)).toBe(start.date(12).toISOString());
  }, 15_000);
});
