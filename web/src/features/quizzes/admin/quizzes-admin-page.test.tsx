import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { IDS, listReply, makeQuestion, maths, physics } from '../../../../test/fixtures/questions';
import { makeQuiz, quizzesReply } from '../../../../test/fixtures/quizzes-admin';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { wholeText } from '../../../../test/whole-text';
import { formatDateTime } from '../../../components/date-time-text';

const admin = makeUser({ role: 'admin' });
const domain = makeQuestion({
  title: 'Domain of 1/x',
  options: ['ℝ', 'ℝ∖{0}', '', ''],
  rightChoice: 'ℝ∖{0}',
});
const range = makeQuestion({
  title: 'Range of x²',
  options: ['[0, ∞)', 'ℝ⁻', '', ''],
  rightChoice: '[0, ∞)',
});
const force = makeQuestion({ title: 'Unit of force', subject: IDS.physics, options: ['N', 'J', '', ''] });

const functionsQuiz = makeQuiz({
  title: 'Functions check',
  questions: [domain, range],
  dueDate: '2099-03-10T16:30:00.000Z',
  attemptCount: 4,
  // The edit keeps the quiz's own choice, not the default.
  showCorrectAnswers: 'never',
});
const forcesQuiz = makeQuiz({
  _id: 'bbbbbbbb-0000-4000-8000-000000000002',
  title: 'Forces warm-up',
  subject: { _id: IDS.physics, name: physics.name, title: physics.title, code: physics.code },
  questions: [force],
});

const base = {
  'GET /api/auth/me': meReply(admin),
  'GET /api/subjects': subjectsReply([maths, physics]),
  'GET /api/question-bank': ({ search }: { search: string }) =>
    new URLSearchParams(search).get('subject') === IDS.physics
      ? listReply([force])
      : listReply([domain, range]),
};

const lastQuery = (api: ReturnType<typeof stubApi>) =>
  new URLSearchParams(api.callsTo('GET /api/quizzes').at(-1)?.search);

async function cards() {
  return within(await screen.findByRole('list', { name: 'Created Quizzes' }));
}

describe('created quizzes (/quizzes-admin)', () => {
  it('shows each quiz as a card with subject, due date and question count, 20 a page with Previous/Next', async () => {
    const secondPage = makeQuiz({ _id: 'page-2', title: 'Second page quiz' });
    const api = stubApi({
      ...base,
      'GET /api/quizzes': ({ search }) =>
        new URLSearchParams(search).get('page') === '2'
          ? quizzesReply([secondPage], 21)
          : quizzesReply([functionsQuiz, forcesQuiz], 21),
    });
    renderApp('/quizzes-admin', { user: admin });

    const list = await cards();
    expect(screen.getByRole('heading', { name: 'Quizzes Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/home-admin');
    expect(lastQuery(api).toString()).toBe('page=1&limit=20');
    const card = within(list.getByRole('listitem', { name: 'Functions check' }));
    expect(card.getByText(wholeText('Mathematics · MATH-NAT'))).toBeInTheDocument();
    expect(card.getByText(formatDateTime('2099-03-10T16:30:00.000Z'))).toBeInTheDocument();
    expect(card.getByText('2 questions')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit Functions check' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete Functions check' })).toBeInTheDocument();
    expect(list.getByRole('listitem', { name: 'Forces warm-up' })).toHaveTextContent('1 question');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page quiz')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastQuery(api).get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Functions check')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('searches by title or subject name on the server, from page 1', async () => {
    const api = stubApi({
      ...base,
      'GET /api/quizzes': ({ search }) => {
        const term = (new URLSearchParams(search).get('search') ?? '').toLowerCase();
        const found = [functionsQuiz, forcesQuiz].filter(
          (quiz) => quiz.title.toLowerCase().includes(term) || quiz.subject.name.toLowerCase().includes(term),
        );
        return quizzesReply(found);
      },
    });
    renderApp('/quizzes-admin', { user: admin });
    await cards();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Search quizzes'), 'physics');
    await waitFor(() => expect(screen.queryByText('Functions check')).not.toBeInTheDocument());
    expect((await cards()).getByText('Forces warm-up')).toBeInTheDocument();
    expect([lastQuery(api).get('search'), lastQuery(api).get('page')]).toEqual(['physics', '1']);

    await user.clear(screen.getByLabelText('Search quizzes'));
    await user.type(screen.getByLabelText('Search quizzes'), 'nothing like it');
    expect(await screen.findByText('No quizzes match "nothing like it"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search quizzes')).toHaveValue('');
    expect((await cards()).getByText('Functions check')).toBeInTheDocument();
  });

  it('says "No quizzes created yet." when there are none', async () => {
    stubApi({ ...base, 'GET /api/quizzes': quizzesReply([]) });
    renderApp('/quizzes-admin', { user: admin });

    expect(await screen.findByText('No quizzes created yet.')).toBeInTheDocument();
  });

  it('says "Unexpected data format" for a reply without a data list, and the error for a call that got no reply', async () => {
    let calls = 0;
    stubApi({
      ...base,
      'GET /api/quizzes': () => {
        calls += 1;
        if (calls === 1) return { body: { success: true, quizzes: [] } };
        if (calls === 2) return { status: 500, body: { success: false, message: 'Database is down' } };
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    renderApp('/quizzes-admin', { user: admin });
    const user = userEvent.setup();

    expect(await screen.findByText('Failed to load quizzes: Unexpected data format')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('Failed to load quizzes: Unexpected data format')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load quizzes: Failed to fetch')).toBeInTheDocument();
  });

  it('asks before deleting, shows the 409 reason, and confirms a delete', async () => {
    const api = stubApi({
      ...base,
      'GET /api/quizzes': quizzesReply([functionsQuiz, forcesQuiz]),
      [`DELETE /api/quizzes/${functionsQuiz._id}`]: {
        status: 409,
        body: { success: false, message: '4 students have attempted this quiz; it cannot be deleted' },
      },
    });
    // 204 is a success too; a 204 reply has no body, which the stub cannot build.
    const stubbed = globalThis.fetch;
    let noContentDeletes = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'DELETE' || !String(input).endsWith(forcesQuiz._id)) return stubbed(input, init);
      noContentDeletes += 1;
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    renderApp('/quizzes-admin', { user: admin });
    await cards();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Functions check' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Quiz' }));
    expect(dialog.getByText('Are you sure you want to delete this quiz?')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/quizzes/${functionsQuiz._id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await dialog.findByText('4 students have attempted this quiz; it cannot be deleted'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Forces warm-up' }));
    const second = within(await screen.findByRole('dialog', { name: 'Delete Quiz' }));
    await user.click(second.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Quiz deleted successfully!')).toBeInTheDocument();
    expect(noContentDeletes).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Quiz' })).not.toBeInTheDocument(),
    );
  });

  it('says "Failed to delete quiz" when the server gives no reason', async () => {
    stubApi({
      ...base,
      'GET /api/quizzes': quizzesReply([forcesQuiz]),
      [`DELETE /api/quizzes/${forcesQuiz._id}`]: { status: 500, body: {} },
    });
    renderApp('/quizzes-admin', { user: admin });
    await cards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Forces warm-up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Quiz' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByText('Failed to delete quiz')).toBeInTheDocument();
  });
});

describe('edit quiz', () => {
  it('is pre-filled with the ticked questions and their options; a new subject clears them', async () => {
    const api = stubApi({
      ...base,
      'GET /api/quizzes': quizzesReply([functionsQuiz]),
      [`PUT /api/quizzes/${functionsQuiz._id}`]: {
        body: { success: true, message: 'Quiz updated successfully!' },
      },
    });
    renderApp('/quizzes-admin', { user: admin });
    await cards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Functions check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Quiz' });
    const form = within(dialog);

    expect(form.getByLabelText('Title')).toHaveValue('Functions check');
    expect(form.getByLabelText('Description')).toHaveValue('Ten minutes on domains and ranges.');
    expect(form.getByLabelText('Duration (Minutes)')).toHaveValue('30');
    expect(form.getByRole('combobox', { name: /^Show Correct Answers/ })).toHaveValue('never');
    await waitFor(() => expect(form.getByLabelText('Subject')).toHaveValue(IDS.maths));
    expect(form.getByText('Selected Questions: 2')).toBeInTheDocument();
    const list = await form.findByRole('list', { name: 'Question bank' });
    expect(within(list).getByRole('checkbox', { name: 'Domain of 1/x' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Range of x²' })).toBeChecked();
    expect(within(list).getByText('ℝ⁻')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Subject'), 'IGCSE Physics');
    expect(form.getByText('Selected Questions: 0')).toBeInTheDocument();
    expect(await form.findByRole('checkbox', { name: 'Unit of force' })).not.toBeChecked();
    await user.selectOptions(form.getByLabelText('Subject'), 'Choose a subject');
    expect(form.getByText('Please select a subject first.')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Subject'), 'IGCSE Physics');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText('Please select at least one question')).toBeInTheDocument();
    await user.click(await form.findByRole('checkbox', { name: 'Unit of force' }));
    expect(form.getByText('Selected Questions: 1')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Quiz' })).not.toBeInTheDocument());
    expect(await screen.findByText('Quiz updated successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/quizzes/${functionsQuiz._id}`)[0]?.body).toEqual({
      title: 'Functions check',
      description: 'Ten minutes on domains and ranges.',
      subject: IDS.physics,
      questions: [force._id],
      dueDate: '2099-03-10T16:30:00.000Z',
      durationMinutes: 30,
      showCorrectAnswers: 'never',
    });
  }, 15_000);

  it('shows the server’s reason, else "Failed to update quiz"', async () => {
    let replies = 0;
    stubApi({
      ...base,
      'GET /api/quizzes': quizzesReply([functionsQuiz]),
      [`PUT /api/quizzes/${functionsQuiz._id}`]: () => {
        replies += 1;
        return replies === 1
          ? { status: 400, body: { success: false, message: 'title: must be at most 200 characters' } }
          : { status: 500, body: {} };
      },
    });
    renderApp('/quizzes-admin', { user: admin });
    await cards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Functions check' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Quiz' }));

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    // The server's refusal names the title: it is shown there, and goes when the title changes.
    await waitFor(() =>
      expect(form.getByLabelText('Title')).toHaveAccessibleDescription(
        'Title must be at most 200 characters',
      ),
    );
    expect(form.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText('Failed to update quiz')).toBeInTheDocument();
  });
});
