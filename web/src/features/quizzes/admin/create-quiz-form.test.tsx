import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { pickDueDate } from '../../../../test/fixtures/pick-due-date';
import { IDS, listReply, makeQuestion, maths, physics } from '../../../../test/fixtures/questions';
import { quizzesReply } from '../../../../test/fixtures/quizzes-admin';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const domain = makeQuestion({
  title: 'Domain of 1/x',
  options: ['ℝ', 'ℝ∖{0}', '', ''],
  rightChoice: 'ℝ∖{0}',
});
const range = makeQuestion({ title: 'Range of x²', options: ['[0, ∞)', 'ℝ', '', ''], rightChoice: '[0, ∞)' });
const slope = makeQuestion({ title: 'Slope of y = 2x', options: ['1', '2', '3', '4'], rightChoice: '2' });

const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
  'GET /api/quizzes': quizzesReply([]),
  'GET /api/question-bank': ({ search }: { search: string }) =>
    new URLSearchParams(search).get('subject') === IDS.physics
      ? listReply([])
      : listReply([domain, range, slope]),
};

async function openForm() {
  renderApp('/quizzes-admin', { user: teacher });
  await screen.findByText('No quizzes created yet.');
  const form = screen.getByRole('form', { name: 'Create Quiz' });
  await waitFor(() => expect(within(form).getByLabelText('Subject')).toBeEnabled());
  return { form, inForm: within(form), user: userEvent.setup() };
}

describe('create quiz (/quizzes-admin)', () => {
  it('asks for a subject first, then lists its questions with their options, or says there are none', async () => {
    stubApi(base);
    const { inForm, user } = await openForm();

    expect(inForm.getByText('Please select a subject first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.selectOptions(inForm.getByLabelText('Subject'), 'IGCSE Physics');
    expect(await inForm.findByText('No questions found for this subject.')).toBeInTheDocument();

    await user.selectOptions(inForm.getByLabelText('Subject'), 'Mathematics');
    const list = await inForm.findByRole('list', { name: 'Question bank' });
    const item = within(list).getByRole('checkbox', { name: 'Domain of 1/x' }).closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('ℝ')).toBeInTheDocument();
    expect(within(item).getByText('ℝ∖{0}')).toBeInTheDocument();
    expect(within(item).getByText('Right choice')).toBeInTheDocument();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('reads a failed question-bank load as an empty bank', async () => {
    stubApi({
      ...base,
      'GET /api/question-bank': { status: 500, body: { success: false, message: 'Boom' } },
    });
    const { inForm, user } = await openForm();

    await user.selectOptions(inForm.getByLabelText('Subject'), 'Mathematics');

    expect(await inForm.findByText('No questions found for this subject.')).toBeInTheDocument();
    expect(inForm.queryByText(/Boom/)).not.toBeInTheDocument();
  });

  it('checks the required fields and the questions, then sends the ticked ids with the duration falling back to 60', async () => {
    const api = stubApi({
      ...base,
      'POST /api/quizzes': { status: 201, body: { success: true, message: 'Quiz created successfully!' } },
    });
    const { form, inForm, user } = await openForm();
    const create = () => user.click(inForm.getByRole('button', { name: 'Create Quiz' }));

    expect(inForm.getByLabelText('Duration (Minutes)')).toHaveValue('60');
    await create();
    expect(await inForm.findByText('Title is required')).toBeInTheDocument();
    await user.type(inForm.getByLabelText('Title'), 'Functions quiz');
    await user.type(inForm.getByLabelText('Description'), 'Domains and ranges.');
    await create();
    expect(await inForm.findByText('Due date is required')).toBeInTheDocument();
    const dueDate = await pickDueDate(user, form);
    await user.clear(inForm.getByLabelText('Duration (Minutes)'));
    await create();
    expect(await inForm.findByText('Duration is required')).toBeInTheDocument();
    await user.type(inForm.getByLabelText('Duration (Minutes)'), 'about an hour');
    await create();
    expect(await inForm.findByText('Subject is required')).toBeInTheDocument();
    await user.selectOptions(inForm.getByLabelText('Subject'), 'Mathematics');
    await create();
    expect(
      await inForm.findByText('Please select at least one question from the question bank'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/quizzes')).toHaveLength(0);

    const list = await inForm.findByRole('list', { name: 'Question bank' });
    await user.click(within(list).getByRole('checkbox', { name: 'Slope of y = 2x' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Domain of 1/x' }));
    expect(inForm.getByText('Selected Questions: 2')).toBeInTheDocument();
    await create();

    expect(await inForm.findByText('Quiz created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quizzes')[0]?.body).toEqual({
      title: 'Functions quiz',
      description: 'Domains and ranges.',
      subject: IDS.maths,
      questions: [slope._id, domain._id],
      dueDate,
      durationMinutes: 60,
      showCorrectAnswers: 'afterDue',
    });
    // The form starts again for the next quiz.
    expect(inForm.getByLabelText('Title')).toHaveValue('');
    expect(inForm.getByLabelText('Subject')).toHaveValue('');
    expect(inForm.getByText('Selected Questions: 0')).toBeInTheDocument();
  }, 20_000);

  it('asks when students see the right answers: after the due date unless another choice is made', async () => {
    const api = stubApi({
      ...base,
      'POST /api/quizzes': { status: 201, body: { success: true, message: 'Quiz created successfully!' } },
    });
    const { form, inForm, user } = await openForm();
    const when = inForm.getByRole('combobox', { name: /^Show Correct Answers/ });
    expect(when).toHaveValue('afterDue');
    expect(
      within(when)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['After the due date', 'Right after submitting', 'Never']);

    await user.type(inForm.getByLabelText('Title'), 'Practice check');
    await pickDueDate(user, form);
    await user.selectOptions(inForm.getByLabelText('Subject'), 'Mathematics');
    const list = await inForm.findByRole('list', { name: 'Question bank' });
    await user.click(within(list).getByRole('checkbox', { name: 'Slope of y = 2x' }));
    await user.selectOptions(when, 'Right after submitting');
    await user.click(inForm.getByRole('button', { name: 'Create Quiz' }));

    expect(await inForm.findByText('Quiz created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quizzes')[0]?.body).toMatchObject({ showCorrectAnswers: 'afterSubmit' });
    // The emptied form starts again from the default.
    expect(inForm.getByRole('combobox', { name: /^Show Correct Answers/ })).toHaveValue('afterDue');
  }, 20_000);

  it('sends a typed duration as an integer and shows the server’s reason, else "Failed to create quiz"', async () => {
    let replies = 0;
    const api = stubApi({
      ...base,
      'POST /api/quizzes': () => {
        replies += 1;
        return replies === 1
          ? { status: 400, body: { success: false, message: 'dueDate: must be in the future' } }
          : { status: 500, body: {} };
      },
    });
    const { form, inForm, user } = await openForm();
    await user.type(inForm.getByLabelText('Title'), 'Quick check');
    await pickDueDate(user, form);
    await user.clear(inForm.getByLabelText('Duration (Minutes)'));
    await user.type(inForm.getByLabelText('Duration (Minutes)'), '0');
    await user.selectOptions(inForm.getByLabelText('Subject'), 'Mathematics');
    await user.click(await inForm.findByRole('checkbox', { name: 'Range of x²' }));
    // The contract's rule: a number, but not a duration a quiz can have.
    await user.click(inForm.getByRole('button', { name: 'Create Quiz' }));
    expect(await inForm.findByText('Duration must be at least 1 minute')).toBeInTheDocument();
    await user.clear(inForm.getByLabelText('Duration (Minutes)'));
    await user.type(inForm.getByLabelText('Duration (Minutes)'), '45 minutes');

    await user.click(inForm.getByRole('button', { name: 'Create Quiz' }));
    // The server's refusal names the due date: it is shown there, not above the buttons.
    await waitFor(() =>
      expect(inForm.getByLabelText('Due Date & Time')).toHaveAccessibleDescription(
        'Due date must be in the future',
      ),
    );
    expect(inForm.getByLabelText('Due Date & Time')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/quizzes')[0]?.body).toMatchObject({
      durationMinutes: 45,
      questions: [range._id],
    });

    await user.click(inForm.getByRole('button', { name: 'Create Quiz' }));
    expect(await inForm.findByText('Failed to create quiz')).toBeInTheDocument();
    // A refused create keeps what was typed.
    expect(inForm.getByLabelText('Title')).toHaveValue('Quick check');
  }, 15_000);

  it('shows every problem at its field, sends nothing, and clears a field’s message when it changes', async () => {
    const api = stubApi(base);
    const { inForm, user } = await openForm();
    await user.clear(inForm.getByLabelText('Duration (Minutes)'));

    await user.click(inForm.getByRole('button', { name: 'Create Quiz' }));

    const title = inForm.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(inForm.getByLabelText('Due Date & Time')).toHaveAccessibleDescription('Due date is required');
    expect(inForm.getByLabelText('Duration (Minutes)')).toHaveAccessibleDescription(/Duration is required/);
    expect(inForm.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(inForm.getByRole('group', { name: 'Questions' })).toHaveAccessibleDescription(
      'Please select at least one question from the question bank',
    );
    expect(api.callsTo('POST /api/quizzes')).toHaveLength(0);

    await user.type(title, 'F');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(inForm.queryByText('Title is required')).not.toBeInTheDocument();
    // The other fields keep theirs until they change.
    expect(inForm.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    await user.selectOptions(inForm.getByLabelText('Subject'), 'Mathematics');
    expect(inForm.queryByText('Subject is required')).not.toBeInTheDocument();
    expect(inForm.getByText('Due date is required')).toBeInTheDocument();
    await user.click(await inForm.findByRole('checkbox', { name: 'Range of x²' }));
    expect(
      inForm.queryByText('Please select at least one question from the question bank'),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/quizzes')).toHaveLength(0);
  }, 15_000);
});
