import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import {
  forces,
  functions,
  IDS,
  limits,
  listReply,
  makeQuestion,
  maths,
  physics,
} from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
  [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
  [`GET /api/chapters/subject/${IDS.physics}`]: listReply([forces]),
};

async function pick(subject: string, chapter?: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByLabelText('Subject')).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Subject'), subject);
  if (chapter) {
    await waitFor(() => expect(screen.getByLabelText('Chapter')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Chapter'), chapter);
  }
  return user;
}

describe('question bank (/questionbank-admin)', () => {
  it("lists the chosen chapter's questions with the right choice marked, header, image, video and comment", async () => {
    const question = makeQuestion({
      title: 'Which function is even?',
      header: 'Read each graph carefully.',
      options: ['x³', 'x²', '', 'sin x'],
      rightChoice: 'x²',
      videoLink: 'https://video.test/even',
      comment: 'f(-x) = f(x) for x².',
      image: '/api/question-bank/q1/image?v=1',
    });
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([question]),
    });
    renderApp('/questionbank-admin', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Question Bank' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Add Question' })).toBeDisabled();
    expect(api.callsTo('GET /api/subjects')[0]?.search).toBe('?page=1&limit=100');
    // Subjects read by their title when they have one.
    expect(await screen.findByRole('option', { name: 'IGCSE Physics' })).toBeInTheDocument();
    await pick('Mathematics', 'Chapter 1: Functions');

    const card = await screen.findByRole('article', { name: 'Which function is even?' });
    const options = within(card).getByRole('list', { name: 'Options' });
    // The empty third option is left out; the others keep their letters.
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ax³', 'x²Right choice', 'Dsin x']);
    expect(within(card).getByText('Read each graph carefully.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Image for: Which function is even?' })).toHaveAttribute(
      'src',
      '/api/question-bank/q1/image?v=1',
    );
    expect(within(card).getByRole('link', { name: 'Explanation video' })).toHaveAttribute(
      'href',
      'https://video.test/even',
    );
    expect(within(card).getByText('f(-x) = f(x) for x².')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Question' })).toBeEnabled();
  });

  it('resets the chapter when the subject changes, and reads the new subject’s chapters', async () => {
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.limits}`]: listReply([makeQuestion({ title: 'lim 1/x' })]),
    });
    renderApp('/questionbank-admin', { user: teacher });
    const user = await pick('Mathematics', 'Chapter 2: Limits');
    expect(await screen.findByRole('article', { name: 'lim 1/x' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Subject'), 'IGCSE Physics');

    expect(screen.getByLabelText('Chapter')).toHaveValue('');
    expect(screen.queryByRole('article', { name: 'lim 1/x' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a subject and a chapter to see its questions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Question' })).toBeDisabled();
    expect(await screen.findByRole('option', { name: 'Chapter 1: Forces' })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/chapters/subject/${IDS.physics}`)).toHaveLength(1);
    expect(screen.queryByRole('option', { name: 'Chapter 2: Limits' })).not.toBeInTheDocument();
  });

  it("says 'No questions found for this chapter.' for an empty chapter", async () => {
    stubApi({ ...base, [`GET /api/question-bank/chapter/${IDS.forces}`]: listReply([]) });
    renderApp('/questionbank-admin', { user: teacher });
    await pick('IGCSE Physics', 'Chapter 1: Forces');

    expect(await screen.findByText('No questions found for this chapter.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch data: …" when the subjects cannot be read', async () => {
    stubApi({
      ...base,
      'GET /api/subjects': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    renderApp('/questionbank-admin', { user: teacher });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data: Database unavailable');
  });

  it('shows "Failed to fetch chapters: …" and "Failed to fetch questions: …" with the reason', async () => {
    stubApi({
      ...base,
      [`GET /api/chapters/subject/${IDS.physics}`]: {
        status: 404,
        body: { success: false, message: 'Subject not found' },
      },
      [`GET /api/question-bank/chapter/${IDS.functions}`]: { status: 500, body: {} },
    });
    renderApp('/questionbank-admin', { user: teacher });
    const user = await pick('IGCSE Physics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch chapters: Subject not found');

    await user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await waitFor(() => expect(screen.getByLabelText('Chapter')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Chapter'), 'Chapter 1: Functions');
    expect(
      await screen.findByText('Failed to fetch questions: Request failed with status 500'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, and shows the server’s reason when the question is in use (409)', async () => {
    const question = makeQuestion({ title: 'Domain of √x' });
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([question]),
      [`DELETE /api/question-bank/${question._id}`]: {
        status: 409,
        body: { success: false, message: 'This question is used by 1 homework and 2 quizzes' },
      },
    });
    renderApp('/questionbank-admin', { user: teacher });
    const user = await pick('Mathematics', 'Chapter 1: Functions');
    const card = await screen.findByRole('article', { name: 'Domain of √x' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Question' }));
    expect(dialog.getByText('Are you sure you want to delete this question?')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/question-bank/${question._id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(
      await dialog.findByText('Failed to delete question: This question is used by 1 homework and 2 quizzes'),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/question-bank/${question._id}`)).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Domain of √x' })).toBeInTheDocument();
  });
});
