import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { IDS, maths, physics } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  makeHomeworkSubmission,
  makeMissingHomework,
  makeQuizSubmission,
  submissionsReply,
} from '../../../test/fixtures/submissions';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';
import { formatDateTime } from '../../components/date-time-text';

const admin = makeUser({ role: 'admin' });
const teacher = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel' });
const PATH = '/student-submissions-admin';

const graded = makeHomeworkSubmission({
  _id: 'cccccccc-0000-4000-8000-000000000009',
  student: {
    _id: 'eeeeeeee-0000-4000-8000-000000000002',
    studentId: 'STU-0043',
    user: { firstName: 'Salma', lastName: 'Farid', email: 'salma@sabora.test' },
  },
  status: 'graded',
  grade: 85,
  feedback: 'Check the discriminant.',
});

const lastQuery = (api: ReturnType<typeof stubApi>, key = 'GET /api/homework-submissions') =>
  new URLSearchParams(api.callsTo(key).at(-1)?.search);

function base(user = admin) {
  return { 'GET /api/auth/me': meReply(user), 'GET /api/subjects': subjectsReply([maths, physics]) };
}

async function cards(name = 'Homework submissions') {
  return within(await screen.findByRole('list', { name }));
}

describe('student submissions (/student-submissions-admin)', () => {
  it('is open to teachers and admins, with Back to Dashboard, and closed to students', async () => {
    for (const user of [teacher, admin]) {
      stubApi({ ...base(user), 'GET /api/homework-submissions': submissionsReply([]) });
      const view = renderApp(PATH, { user });
      expect(await screen.findByRole('heading', { name: 'Student Submissions' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(await screen.findByText('No homework submissions found.')).toBeInTheDocument();
      view.unmount();
    }
    const student = makeUser({ role: 'student' });
    stubApi({ 'GET /api/auth/me': meReply(student) });
    renderApp(PATH, { user: student });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('shows each submission as a card; a missing one has its due date and View but no Grade', async () => {
    const missing = makeMissingHomework();
    const api = stubApi({
      ...base(teacher),
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission(), graded, missing]),
    });
    renderApp(PATH, { user: teacher });

    const list = await cards();
    expect(lastQuery(api).toString()).toBe('page=1&limit=10');
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveAttribute('aria-selected', 'true');

    const [fresh, marked, absent] = list.getAllByRole('listitem').map((item) => within(item));
    expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName('Youssef Mostafa — Quadratics homework');
    expect(fresh?.getByRole('heading', { name: 'Quadratics homework' })).toBeInTheDocument();
    expect(fresh?.getByText(wholeText('Student: Youssef Mostafa'))).toBeInTheDocument();
    expect(fresh?.getByText(wholeText('Subject: Mathematics'))).toBeInTheDocument();
    expect(fresh?.getByText(formatDateTime('2026-02-28T10:15:00.000Z'))).toBeInTheDocument();
    expect(fresh?.getByText('Submitted', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(fresh?.queryByText(/\/100/)).not.toBeInTheDocument();
    expect(
      fresh?.getByRole('button', { name: 'Grade Youssef Mostafa — Quadratics homework' }),
    ).toHaveTextContent('Grade');
    expect(
      fresh?.getByRole('button', { name: 'View Youssef Mostafa — Quadratics homework' }),
    ).toBeInTheDocument();

    expect(marked?.getByText('Grade: 85/100')).toBeInTheDocument();
    expect(marked?.getByText(wholeText('Feedback: Check the discriminant.'))).toBeInTheDocument();
    expect(marked?.getByText('Graded')).toBeInTheDocument();
    expect(
      marked?.getByRole('button', { name: 'Update Grade Salma Farid — Quadratics homework' }),
    ).toHaveTextContent('Update Grade');
    expect(marked?.queryByRole('button', { name: /^Grade / })).not.toBeInTheDocument();

    expect(absent?.getByText('Missing')).toBeInTheDocument();
    expect(absent?.getByText(/Not submitted · due/)).toHaveTextContent(
      formatDateTime('2026-03-01T18:00:00.000Z'),
    );
    expect(absent?.queryByRole('button', { name: /Grade/ })).not.toBeInTheDocument();
    expect(
      absent?.getByRole('button', { name: 'View Youssef Mostafa — Quadratics homework' }),
    ).toBeInTheDocument();

    // A single page has no pager.
    expect(screen.queryByRole('navigation', { name: 'Homework submission pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('sends the subject and status filters, omits All Status, and goes back to page 1 on a change', async () => {
    const api = stubApi({
      ...base(),
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()], 25),
    });
    renderApp(PATH, { user: admin });
    await cards();
    const user = userEvent.setup();

    expect(screen.getByLabelText('Subject')).toHaveDisplayValue('All Subjects');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All Status');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Submitted', 'Graded', 'Late', 'Missing']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Subject'), 'IGCSE Physics');
    await waitFor(() => expect(lastQuery(api).get('subject')).toBe(IDS.physics));
    expect(lastQuery(api).get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Missing');
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('missing'));
    expect(lastQuery(api).toString()).toBe(`page=1&limit=10&subject=${IDS.physics}&status=missing`);

    // All Status sends no status at all.
    await user.selectOptions(screen.getByLabelText('Status'), 'All Status');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await waitFor(() => expect(lastQuery(api).toString()).toBe(`page=1&limit=10&subject=${IDS.maths}`));
  });

  it('searches from page 1; switching tab resets the page and clears the search', async () => {
    const api = stubApi({
      ...base(),
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()], 25),
      'GET /api/quiz-submissions': submissionsReply([makeQuizSubmission()], 25),
    });
    renderApp(PATH, { user: admin });
    await cards();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Status'), 'Graded');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Search submissions'), 'youssef');
    await waitFor(() => expect(lastQuery(api).get('search')).toBe('youssef'));
    expect(lastQuery(api).get('page')).toBe('1');
    expect(
      api.callsTo('GET /api/homework-submissions').filter((call) => call.search.includes('search=y')),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    await user.click(screen.getByRole('tab', { name: 'Quizzes' }));

    const quizzes = await cards('Quizzes submissions');
    expect(quizzes.getByRole('heading', { name: 'Functions check' })).toBeInTheDocument();
    const quizCalls = api.callsTo('GET /api/quiz-submissions');
    expect(quizCalls.map((call) => call.search)).toEqual(['?page=1&limit=10&status=graded']);
    expect(screen.getByLabelText('Search submissions')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Graded');
  });

  it('says "Loading submissions...", then "No {tab} submissions found." for each tab', async () => {
    let answer: (reply: ReturnType<typeof submissionsReply>) => void = () => {};
    stubApi({
      ...base(),
      'GET /api/homework-submissions': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/quiz-submissions': submissionsReply([]),
      'GET /api/exam-submissions': submissionsReply([]),
    });
    renderApp(PATH, { user: admin });
    const user = userEvent.setup();

    expect(await screen.findByText('Loading submissions...')).toBeInTheDocument();
    answer(submissionsReply([]));
    expect(await screen.findByText('No homework submissions found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading submissions...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Quizzes' }));
    expect(await screen.findByText('No quizzes submissions found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Exams' }));
    expect(await screen.findByText('No exams submissions found.')).toBeInTheDocument();
  });

  it('clears the list and says "Failed to load {tab} submissions: HTTP {status}: {statusText}"', async () => {
    stubApi({
      ...base(),
      'GET /api/homework-submissions': ({ search }) =>
        new URLSearchParams(search).get('status') === 'late'
          ? { status: 500, statusText: 'Internal Server Error', body: { success: false, message: 'Boom' } }
          : submissionsReply([makeHomeworkSubmission()]),
      'GET /api/exam-submissions': { status: 403, statusText: 'Forbidden', body: { success: false } },
    });
    renderApp(PATH, { user: admin });
    await cards();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Status'), 'Late');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load homework submissions: HTTP 500: Internal Server Error',
    );
    expect(screen.queryByRole('list', { name: 'Homework submissions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Quadratics homework')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Exams' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load exams submissions: HTTP 403: Forbidden',
    );
  });

  it('leaves the subject filter at All Subjects, without an error, when the subjects cannot be loaded', async () => {
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/subjects': { status: 500, body: { success: false, message: 'Database is down' } },
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
    });
    renderApp(PATH, { user: teacher });
    await cards();

    const select = screen.getByLabelText('Subject');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(1));
    expect(select).toHaveDisplayValue('All Subjects');
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
