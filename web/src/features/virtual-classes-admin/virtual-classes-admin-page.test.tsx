import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
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
import { formatDateTime } from '../../components/date-time-text';

const admin = makeUser({ role: 'admin' });
const teacher = makeUser({ role: 'teacher', id: CLASS_IDS.karim });

const algebra = makeStaffClass({ enrolledStudents: [makeEnrolled(1), makeEnrolled(2)] });
const mechanics = makeStaffClass({
  _id: 'bbbbbbbb-0000-4000-8000-000000000002',
  title: 'Mechanics live',
  subject: { _id: CLASS_IDS.physics, name: 'Physics' },
  teacher: null,
  status: 'in-progress',
  platform: 'zoom',
});

const baseFor = (user: typeof admin) => ({
  'GET /api/auth/me': meReply(user),
  'GET /api/subjects': subjectsReply([maths, physics]),
  'GET /api/virtual-classes/stats/overview': statsReply,
  'GET /api/virtual-classes/teachers': teachersReply,
  'GET /api/virtual-classes': staffClassesReply([algebra, mechanics]),
});

const lastQuery = (api: ReturnType<typeof stubApi>) =>
  new URLSearchParams(api.callsTo('GET /api/virtual-classes').at(-1)?.search);

async function classCards() {
  return within(await screen.findByRole('list', { name: 'Virtual classes' }));
}

describe('virtual classes management (/virtualclasses-admin)', () => {
  it('lists the classes with status, subject, teacher, time and enrolled count, and the statistics', async () => {
    const api = stubApi(baseFor(admin));
    renderApp('/virtualclasses-admin', { user: admin });

    const list = await classCards();
    expect(screen.getByRole('heading', { name: 'Virtual Classes Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/home-admin');
    expect(lastQuery(api).toString()).toBe('page=1&limit=10');

    const first = within(list.getByRole('listitem', { name: 'Algebra revision' }));
    expect(first.getByText('Scheduled')).toBeInTheDocument();
    expect(first.getByText(wholeText('Mathematics · Karim Adel'))).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2099-03-10T16:30:00.000Z'))).toBeInTheDocument();
    expect(first.getByText(/45 min/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'View (2) enrolled' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit Algebra revision' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Enroll students in Algebra revision' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Delete Algebra revision' })).toBeInTheDocument();
    const second = within(list.getByRole('listitem', { name: 'Mechanics live' }));
    expect(second.getByText('In progress')).toBeInTheDocument();
    expect(second.getByText(wholeText('Physics · Teacher TBA'))).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'View (0) enrolled' })).toBeInTheDocument();

    const stats = within(screen.getByRole('region', { name: 'Overview Statistics' }));
    const figure = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
    expect(figure('Total classes')).toBe('7');
    expect(figure('In progress')).toBe('1');
    const user = userEvent.setup();
    await user.click(stats.getByRole('button', { name: 'View Details' }));
    const details = within(await screen.findByRole('dialog', { name: 'Class Statistics' }));
    expect(details.getByText('Cancelled').nextElementSibling).toHaveTextContent('1');
    expect(details.getByRole('list', { name: 'Classes by platform' })).toHaveTextContent('Zoom: 4');
    expect(details.getByRole('list', { name: 'Classes by subject' })).toHaveTextContent('Mathematics: 7');
  });

  it('pages with Previous/Next and asks the server with each filter, the search once typing pauses', async () => {
    const api = stubApi({
      ...baseFor(admin),
      'GET /api/virtual-classes': ({ search }) =>
        new URLSearchParams(search).get('page') === '2'
          ? staffClassesReply([mechanics], 11)
          : staffClassesReply([algebra], 11),
    });
    renderApp('/virtualclasses-admin', { user: admin });
    await classCards();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Mechanics live' })).toBeInTheDocument();
    expect(lastQuery(api).get('page')).toBe('2');

    await waitFor(() => expect(screen.getByLabelText('Subject')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Subject'), 'IGCSE Physics');
    await waitFor(() => expect(lastQuery(api).get('subject')).toBe(CLASS_IDS.physics));
    // A filter starts again at page 1.
    expect(lastQuery(api).get('page')).toBe('1');
    await screen.findByRole('option', { name: 'Salma Nabil' });
    await user.selectOptions(screen.getByLabelText('Teacher'), 'Salma Nabil');
    await waitFor(() => expect(lastQuery(api).get('teacher')).toBe(CLASS_IDS.salma));
    await user.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('in-progress'));

    const searches = () =>
      api.callsTo('GET /api/virtual-classes').filter((call) => call.search.includes('search='));
    const box = screen.getByLabelText('Search classes');
    for (const text of ['a', 'al', 'alg']) fireEvent.change(box, { target: { value: text } });
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(searches()[0]?.search))).toEqual({
      page: '1',
      limit: '10',
      subject: CLASS_IDS.physics,
      teacher: CLASS_IDS.salma,
      status: 'in-progress',
      search: 'alg',
    });
  });

  it('hides the teacher filter from a teacher and keeps Enroll disabled with the reason', async () => {
    const api = stubApi(baseFor(teacher));
    renderApp('/virtualclasses-admin', { user: teacher });
    const list = await classCards();

    expect(screen.queryByLabelText('Teacher')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/virtual-classes/teachers')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const enroll = list.getByRole('button', { name: 'Enroll students in Algebra revision' });
    expect(enroll).toHaveAttribute('aria-disabled', 'true');

    const user = userEvent.setup();
    await user.hover(enroll);
    expect(
      await screen.findByText('Teachers cannot enroll students or manage subjects.'),
    ).toBeInTheDocument();
    await user.click(enroll);
    expect(screen.queryByRole('dialog', { name: 'Enroll Students' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create New Class' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create New Class' }));
    expect(form.getByLabelText('Title')).toBeInTheDocument();
    expect(form.queryByLabelText('Teacher')).not.toBeInTheDocument();
  });

  it('says "Failed to load virtual classes: {error}", with the server’s reason or the HTTP status', async () => {
    stubApi({
      ...baseFor(admin),
      'GET /api/virtual-classes': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    const first = renderApp('/virtualclasses-admin', { user: admin });
    expect(
      await screen.findByText('Failed to load virtual classes: Database unavailable'),
    ).toBeInTheDocument();
    first.unmount();

    stubApi({ ...baseFor(admin), 'GET /api/virtual-classes': { status: 503, body: {} } });
    renderApp('/virtualclasses-admin', { user: admin });
    expect(
      await screen.findByText('Failed to load virtual classes: Request failed with status 503'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, then shows the server’s message for 3 seconds', async () => {
    const api = stubApi({
      ...baseFor(admin),
      [`DELETE /api/virtual-classes/${algebra._id}`]: {
        body: { success: true, message: 'Class deleted successfully!' },
      },
    });
    renderApp('/virtualclasses-admin', { user: admin });
    const list = await classCards();
    const user = userEvent.setup();

    await user.click(list.getByRole('button', { name: 'Delete Algebra revision' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete Virtual Class' }));
    expect(dialog.getByText('Are you sure you want to delete this virtual class?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /api/virtual-classes/${algebra._id}`)).toHaveLength(0);

    await user.click(list.getByRole('button', { name: 'Delete Algebra revision' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete Virtual Class' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const message = await screen.findByText('Class deleted successfully!');
    expect(api.callsTo(`DELETE /api/virtual-classes/${algebra._id}`)).toHaveLength(1);
    await waitForElementToBeRemoved(message, { timeout: 4500 });
  }, 10_000);

  it('shows a refused delete as the server’s reason, else "Failed to delete class"', async () => {
    let replies = 0;
    stubApi({
      ...baseFor(admin),
      [`DELETE /api/virtual-classes/${algebra._id}`]: () => {
        replies += 1;
        return replies === 1
          ? { status: 404, body: { success: false, message: 'Virtual class not found' } }
          : { status: 500, body: {} };
      },
    });
    renderApp('/virtualclasses-admin', { user: admin });
    const list = await classCards();
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Delete Algebra revision' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Virtual Class' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Virtual class not found')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete class')).toBeInTheDocument();
  });
});
