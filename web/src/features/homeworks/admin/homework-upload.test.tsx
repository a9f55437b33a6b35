import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { homeworksReply, makeHomework } from '../../../../test/fixtures/homeworks-admin';
import { pickDueDate } from '../../../../test/fixtures/pick-due-date';
import {
  forces,
  functions,
  IDS,
  limits,
  listReply,
  makeQuestion,
  maths,
  physics,
} from '../../../../test/fixtures/questions';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const mcq1 = makeQuestion({ title: 'f(2) for f(x) = x²', options: ['2', '4', '', ''], rightChoice: '4' });
const mcq2 = makeQuestion({
  title: 'Is x ↦ 3 constant?',
  options: ['Yes', 'No', '', ''],
  rightChoice: 'Yes',
});
const openQuestion = makeQuestion({
  title: 'Explain a function',
  options: ['Any answer', '', '', ''],
  rightChoice: 'Any answer',
});
const otherChapter = makeQuestion({ title: 'lim 1/x at ∞', chapter: IDS.limits });
const physicsQuestion = makeQuestion({ title: 'Unit of force', subject: IDS.physics, chapter: IDS.forces });

const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
  [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
  [`GET /api/chapters/subject/${IDS.physics}`]: listReply([forces]),
  'GET /api/homeworks': homeworksReply([]),
  'GET /api/question-bank': ({ search }: { search: string }) =>
    new URLSearchParams(search).get('subject') === IDS.physics
      ? listReply([physicsQuestion])
      : listReply([mcq1, openQuestion, mcq2, otherChapter]),
};

const sent = (call: { body: unknown } | undefined) => {
  if (!(call?.body instanceof FormData)) throw new Error('expected a multipart body');
  return call.body;
};

function uploadForm() {
  return screen.getByRole('form', { name: 'Upload Homework' });
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  subject: string,
  chapter?: string,
) {
  const inForm = within(form);
  await waitFor(() => expect(inForm.getByLabelText('Subject')).toBeEnabled());
  await user.selectOptions(inForm.getByLabelText('Subject'), subject);
  if (chapter) {
    await waitFor(() => expect(inForm.getByLabelText('Chapter')).toBeEnabled());
    await user.selectOptions(inForm.getByLabelText('Chapter'), chapter);
  }
}

describe('homework upload (/homework-admin)', () => {
  it('attaches only multiple-choice questions of the chapter and sends them as repeated `questions`', async () => {
    const api = stubApi({
      ...base,
      'POST /api/homeworks': {
        status: 201,
        body: { success: true, message: 'Homework uploaded successfully!', data: makeHomework() },
      },
    });
    renderApp('/homework-admin', { user: teacher });
    expect(await screen.findByRole('heading', { name: 'Homework Management' })).toBeInTheDocument();
    await screen.findByText('No homeworks uploaded yet.');
    const user = userEvent.setup({ applyAccept: false });
    const form = uploadForm();
    const inForm = within(form);

    await user.type(inForm.getByLabelText('Title'), 'Functions practice');
    await user.type(inForm.getByLabelText('Text'), 'Answer all questions.');
    await choose(user, form, 'Mathematics', 'Chapter 1: Functions');
    const list = await inForm.findByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(list).getByRole('checkbox', { name: 'f(2) for f(x) = x²' })).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Is x ↦ 3 constant?' })).toBeInTheDocument();
    // One non-empty option is not a choice; another chapter's questions are not listed.
    expect(within(list).queryByText('Explain a function')).not.toBeInTheDocument();
    expect(within(list).queryByText('lim 1/x at ∞')).not.toBeInTheDocument();

    const previewButton = within(list).getByRole('button', { name: 'Preview f(2) for f(x) = x²' });
    const preview = document.getElementById(previewButton.getAttribute('aria-controls') ?? '');
    if (!preview) throw new Error('no preview region');
    expect(previewButton).toHaveAttribute('aria-expanded', 'false');
    expect(within(preview).queryByText('Right choice')).not.toBeInTheDocument();
    await user.click(previewButton);
    expect(previewButton).toHaveAttribute('aria-expanded', 'true');
    expect(await within(preview).findByText('Right choice')).toBeVisible();
    expect(within(preview).getByText('4')).toBeVisible();
    await user.click(within(list).getByRole('checkbox', { name: 'f(2) for f(x) = x²' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Is x ↦ 3 constant?' }));
    expect(inForm.getByText('2 questions attached')).toBeInTheDocument();

    const dueDate = await pickDueDate(user, form);
    const worksheet = new File(['pdf'], 'functions.pdf', { type: 'application/pdf' });
    const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, worksheet);
    await user.click(inForm.getByRole('button', { name: 'Upload Homework' }));

    expect(await inForm.findByText('Homework uploaded successfully!')).toBeInTheDocument();
    const body = sent(api.callsTo('POST /api/homeworks')[0]);
    expect(body.get('title')).toBe('Functions practice');
    expect(body.get('text')).toBe('Answer all questions.');
    expect(body.get('subject')).toBe(IDS.maths);
    expect(body.get('chapter')).toBe(IDS.functions);
    expect(body.get('dueDate')).toBe(dueDate);
    expect(body.getAll('questions')).toEqual([mcq1._id, mcq2._id]);
    expect(body.get('file')).toBe(worksheet);
    // The form starts again for the next homework.
    expect(inForm.getByLabelText('Title')).toHaveValue('');
    expect(inForm.getByLabelText('Subject')).toHaveValue('');
  }, 20_000);

  it('resets the chapter and the attached questions when the subject changes', async () => {
    const api = stubApi(base);
    renderApp('/homework-admin', { user: teacher });
    await screen.findByText('No homeworks uploaded yet.');
    const user = userEvent.setup();
    const form = uploadForm();
    const inForm = within(form);
    await choose(user, form, 'Mathematics', 'Chapter 1: Functions');
    await user.click(await inForm.findByRole('checkbox', { name: 'f(2) for f(x) = x²' }));
    expect(inForm.getByText('1 question attached')).toBeInTheDocument();

    await user.selectOptions(inForm.getByLabelText('Subject'), 'IGCSE Physics');

    expect(inForm.getByLabelText('Chapter')).toHaveValue('');
    expect(inForm.getByText('0 questions attached')).toBeInTheDocument();
    expect(await inForm.findByRole('option', { name: 'Chapter 1: Forces' })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/chapters/subject/${IDS.physics}`)).toHaveLength(1);
    await user.selectOptions(inForm.getByLabelText('Chapter'), 'Chapter 1: Forces');
    expect(await inForm.findByRole('checkbox', { name: 'Unit of force' })).toBeInTheDocument();
    expect(
      api.callsTo('GET /api/question-bank').map((call) => new URLSearchParams(call.search).get('subject')),
    ).toEqual([IDS.maths, IDS.physics]);
  });

  it('pages the picker 10 questions at a time', async () => {
    const many = Array.from({ length: 12 }, (_, at) =>
      makeQuestion({ title: `Question ${at + 1}`, options: ['a', 'b', 'c', 'd'], rightChoice: 'a' }),
    );
    stubApi({ ...base, 'GET /api/question-bank': listReply(many) });
    renderApp('/homework-admin', { user: teacher });
    await screen.findByText('No homeworks uploaded yet.');
    const user = userEvent.setup();
    const form = uploadForm();
    await choose(user, form, 'Mathematics', 'Chapter 1: Functions');
    const list = await within(form).findByRole('list', { name: 'Questions' });

    expect(within(list).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(list).queryByRole('checkbox', { name: 'Question 11' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Page 2' }));
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(list).getByRole('checkbox', { name: 'Question 11' })).toBeInTheDocument();
  });

  it('checks the required fields first, then shows the server’s reason or "Failed to upload homework"', async () => {
    let replies = 0;
    const api = stubApi({
      ...base,
      'POST /api/homeworks': () => {
        replies += 1;
        return replies === 1
          ? { status: 400, body: { success: false, message: 'file: allowed types are pdf, doc, docx' } }
          : { status: 500, body: {} };
      },
    });
    renderApp('/homework-admin', { user: teacher });
    await screen.findByText('No homeworks uploaded yet.');
    const user = userEvent.setup();
    const form = uploadForm();
    const inForm = within(form);

    await user.click(inForm.getByRole('button', { name: 'Upload Homework' }));
    // Every problem at its field at once; typing a title clears its message only.
    expect(await inForm.findByText('Title is required')).toBeInTheDocument();
    expect(inForm.getByText('Due date is required')).toBeInTheDocument();
    await user.type(inForm.getByLabelText('Title'), 'Quick check');
    expect(inForm.queryByText('Title is required')).not.toBeInTheDocument();
    expect(inForm.getByText('Due date is required')).toBeInTheDocument();
    await user.click(inForm.getByRole('button', { name: 'Upload Homework' }));
    expect(await inForm.findByText('Subject is required')).toBeInTheDocument();
    await choose(user, form, 'Mathematics', 'Chapter 2: Limits');
    await user.click(inForm.getByRole('button', { name: 'Upload Homework' }));
    expect(await inForm.findByText('Due date is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/homeworks')).toHaveLength(0);

    await pickDueDate(user, form);
    await user.click(inForm.getByRole('button', { name: 'Upload Homework' }));
    // The refusal names the file: it shows at the File field, not in the alert.
    expect(await inForm.findByText('Allowed types are pdf, doc, docx')).toBeInTheDocument();
    expect(inForm.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(inForm.getByRole('button', { name: 'Upload Homework' }));
    expect(await inForm.findByText('Failed to upload homework')).toBeInTheDocument();
    expect(sent(api.callsTo('POST /api/homeworks')[0]).getAll('questions')).toEqual([]);
  }, 15_000);

  it('says "Failed to load subjects" when the subjects cannot be read', async () => {
    stubApi({ ...base, 'GET /api/subjects': { status: 500, body: {} } });
    renderApp('/homework-admin', { user: teacher });

    const form = await screen.findByRole('form', { name: 'Upload Homework' });
    expect(await within(form).findByText('Failed to load subjects')).toBeInTheDocument();
  });

  it('says "Failed to load chapters" when the chapters cannot be read', async () => {
    stubApi({ ...base, [`GET /api/chapters/subject/${IDS.physics}`]: { status: 500, body: {} } });
    renderApp('/homework-admin', { user: teacher });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upload Homework' });
    await choose(user, form, 'IGCSE Physics');

    expect(await within(form).findByText('Failed to load chapters')).toBeInTheDocument();
  });
});
