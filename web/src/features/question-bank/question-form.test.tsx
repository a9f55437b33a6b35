import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { functions, IDS, limits, listReply, makeQuestion, maths } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const base = {
  'GET /api/auth/me': meReply(admin),
  'GET /api/subjects': subjectsReply([maths]),
  [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
};
const saved = (message: string) => ({ body: { success: true, message, data: makeQuestion() } });

const sent = (call: { body: unknown } | undefined) => {
  if (!(call?.body instanceof FormData)) throw new Error('expected a multipart body');
  return call.body;
};

async function openChapter() {
  const user = userEvent.setup({ applyAccept: false });
  await waitFor(() => expect(screen.getByLabelText('Subject')).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
  await waitFor(() => expect(screen.getByLabelText('Chapter')).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Chapter'), 'Chapter 1: Functions');
  return user;
}

/** Opens the Add Question dialog of the chosen (empty) chapter. */
async function openAddDialog() {
  renderApp('/questionbank-admin', { user: admin });
  const user = await openChapter();
  await user.click(await screen.findByRole('button', { name: 'Add Question' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Question' });
  return { user, dialog, form: within(dialog) };
}

const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('question form (/questionbank-admin)', () => {
  it('offers only non-empty options as the right choice, and sends the image only when Include Image is ticked', async () => {
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([]),
      'POST /api/question-bank': saved('Question added successfully'),
    });
    renderApp('/questionbank-admin', { user: admin });
    const user = await openChapter();
    await screen.findByText('No questions found for this chapter.');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Question' });
    const form = within(dialog);

    await user.click(form.getByRole('button', { name: 'Add Question' }));
    expect(await form.findByText('Title is required')).toBeInTheDocument();

    await user.type(form.getByLabelText('Title'), 'f(x) = 2x + 1. What is f(2)?');
    await user.type(form.getByLabelText('Header'), 'Substitute, then simplify.');
    await user.type(form.getByLabelText('Option 1'), '3');
    await user.type(form.getByLabelText('Option 2'), '5');
    await user.type(form.getByLabelText('Option 4'), '7');
    expect(choices(form.getByLabelText('Right Choice'))).toEqual([
      'Choose the right option',
      'Option 1: 3',
      'Option 2: 5',
      'Option 4: 7',
    ]);
    await user.click(form.getByRole('button', { name: 'Add Question' }));
    expect(await form.findByText('Right choice is required')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Right Choice'), 'Option 2: 5');

    // No image field until 'Include Image' is ticked.
    expect(form.queryByLabelText('Image')).not.toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Include Image' }));
    const picture = new File(['png'], 'graph.png', { type: 'image/png' });
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, picture);
    await user.type(form.getByLabelText('Video Link'), 'https://video.test/f');
    await user.type(form.getByLabelText('Comment'), '2·2 + 1 = 5');
    await user.click(form.getByRole('button', { name: 'Add Question' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api.callsTo('POST /api/question-bank')[0]);
    expect(body.get('subject')).toBe(IDS.maths);
    expect(body.get('chapter')).toBe(IDS.functions);
    expect(body.get('title')).toBe('f(x) = 2x + 1. What is f(2)?');
    expect(body.get('header')).toBe('Substitute, then simplify.');
    expect(body.getAll('options')).toEqual(['3', '5', '', '7']);
    expect(body.get('rightChoice')).toBe('5');
    expect(body.get('videoLink')).toBe('https://video.test/f');
    expect(body.get('comment')).toBe('2·2 + 1 = 5');
    expect(body.get('includeImage')).toBe('true');
    expect(body.get('image')).toBe(picture);
    expect(await screen.findByText('Question added successfully')).toBeInTheDocument();
  }, 20_000);

  it('keeps no image when Include Image is unticked again, and drops the right choice whose option is emptied', async () => {
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([]),
      'POST /api/question-bank': saved('Question added successfully'),
    });
    const { user, dialog, form } = await openAddDialog();

    await user.type(form.getByLabelText('Title'), 'Pick one');
    await user.type(form.getByLabelText('Option 1'), 'yes');
    await user.type(form.getByLabelText('Option 2'), 'no');
    await user.selectOptions(form.getByLabelText('Right Choice'), 'Option 2: no');
    await user.clear(form.getByLabelText('Option 2'));
    expect(form.getByLabelText('Right Choice')).toHaveValue('');
    await user.type(form.getByLabelText('Option 2'), 'maybe');
    await user.selectOptions(form.getByLabelText('Right Choice'), 'Option 1: yes');
    await user.click(form.getByRole('checkbox', { name: 'Include Image' }));
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, new File(['png'], 'x.png', { type: 'image/png' }));
    await user.click(form.getByRole('checkbox', { name: 'Include Image' }));
    expect(form.queryByLabelText('Image')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add Question' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api.callsTo('POST /api/question-bank')[0]);
    expect(body.getAll('options')).toEqual(['yes', 'maybe', '', '']);
    expect(body.get('rightChoice')).toBe('yes');
    expect(body.get('includeImage')).toBe('false');
    expect(body.has('image')).toBe(false);
  }, 15_000);

  it('edits a question with its current values: unticking Include Image removes the image', async () => {
    const question = makeQuestion({
      title: 'Slope of y = 3x',
      options: ['1', '3', '', ''],
      rightChoice: '3',
      image: '/api/question-bank/q/image?v=1',
    });
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([question]),
      [`PUT /api/question-bank/${question._id}`]: saved('Question updated successfully'),
    });
    renderApp('/questionbank-admin', { user: admin });
    const user = await openChapter();
    const card = await screen.findByRole('article', { name: 'Slope of y = 3x' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Question' }));

    expect(form.getByLabelText('Title')).toHaveValue('Slope of y = 3x');
    expect(form.getByLabelText('Right Choice')).toHaveValue('1');
    expect(form.getByRole('checkbox', { name: 'Include Image' })).toBeChecked();
    expect(form.getByText('Keep the current image')).toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Include Image' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api.callsTo(`PUT /api/question-bank/${question._id}`)[0]);
    expect(body.get('rightChoice')).toBe('3');
    expect(body.getAll('options')).toEqual(['1', '3', '', '']);
    expect(body.get('includeImage')).toBe('false');
    expect(body.has('image')).toBe(false);
  });

  it('keeps the current image on edit when no new one is chosen', async () => {
    const question = makeQuestion({ title: 'With a picture', image: '/api/question-bank/q/image?v=1' });
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([question]),
      [`PUT /api/question-bank/${question._id}`]: saved('Question updated successfully'),
    });
    renderApp('/questionbank-admin', { user: admin });
    const user = await openChapter();
    const card = await screen.findByRole('article', { name: 'With a picture' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api.callsTo(`PUT /api/question-bank/${question._id}`)[0]);
    expect(body.get('includeImage')).toBe('true');
    expect(body.has('image')).toBe(false);
  });

  it('shows "Failed to add question: …" with the server’s reason, and keeps the form open', async () => {
    let replies = 0;
    stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([]),
      'POST /api/question-bank': () => {
        replies += 1;
        const message =
          replies === 1 ? 'rightChoice: must be one of the non-empty options' : 'The chapter is archived';
        return { status: 400, body: { success: false, message } };
      },
    });
    const { user, form } = await openAddDialog();
    await user.type(form.getByLabelText('Title'), 'Q');
    await user.type(form.getByLabelText('Option 1'), 'a');
    await user.selectOptions(form.getByLabelText('Right Choice'), 'Option 1: a');
    await user.click(form.getByRole('button', { name: 'Add Question' }));

    // A refusal that names the right choice is shown at its select, not above the buttons.
    const right = form.getByLabelText('Right Choice');
    await waitFor(() => expect(right).toHaveAttribute('aria-invalid', 'true'));
    expect(right).toHaveAccessibleDescription(/Right choice must be one of the non-empty options/);
    expect(form.queryByText(/Failed to add question/)).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add Question' }));
    expect(await form.findByText('Failed to add question: The chapter is archived')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Question' })).toBeInTheDocument();
  });

  it('shows every problem at its field, the image’s at the image input, sends nothing, and clears a field’s message when it changes', async () => {
    const api = stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([]),
      'POST /api/question-bank': saved('Question added successfully'),
    });
    const { user, dialog, form } = await openAddDialog();
    await user.type(form.getByLabelText('Video Link'), 'not a link');
    await user.click(form.getByRole('checkbox', { name: 'Include Image' }));
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    await user.click(form.getByRole('button', { name: 'Add Question' }));

    const title = form.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(form.getByLabelText('Right Choice')).toHaveAccessibleDescription(/Right choice is required/);
    expect(form.getByLabelText('Video Link')).toHaveAccessibleDescription('Video link must be a valid URL');
    const image = form.getByRole('button', { name: 'Image' });
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(/Please choose a .* image\./);
    expect(api.callsTo('POST /api/question-bank')).toHaveLength(0);

    await user.type(title, 'Q');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Title is required')).not.toBeInTheDocument();
    expect(form.getByLabelText('Video Link')).toHaveAccessibleDescription('Video link must be a valid URL');
    await user.upload(fileInput, new File(['png'], 'graph.png', { type: 'image/png' }));
    expect(image).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/question-bank')).toHaveLength(0);
  }, 15_000);

  it('shows "Failed to update question: Unexpected response from server." for a reply without success', async () => {
    const question = makeQuestion({ title: 'Odd reply' });
    stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([question]),
      [`PUT /api/question-bank/${question._id}`]: { status: 200, body: {} },
    });
    renderApp('/questionbank-admin', { user: admin });
    const user = await openChapter();
    const card = await screen.findByRole('article', { name: 'Odd reply' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(
      await form.findByText('Failed to update question: Unexpected response from server.'),
    ).toBeInTheDocument();
  });

  // The bank in Arabic: heading, the question count as a real Arabic plural, and the
  // form's check from the catalogue. Subject and chapter are picked by value (their labels belong
  // to a shared component).
  it('shows the bank and the form in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      ...base,
      [`GET /api/question-bank/chapter/${IDS.functions}`]: listReply([
        makeQuestion({ _id: 'question-1', title: 'f(2)?' }),
        makeQuestion({ _id: 'question-2', title: 'f(3)?' }),
      ]),
    });
    renderApp('/questionbank-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'بنك الأسئلة' })).toBeInTheDocument();
    expect(screen.getByText('اختر مادة وفصلًا لعرض أسئلته.')).toBeInTheDocument();
    const user = userEvent.setup();
    // The last two selects (the header's language switch is one too).
    const [subject, chapter] = screen.getAllByRole('combobox').slice(-2);
    if (!subject || !chapter) throw new Error('no subject and chapter selects');
    await within(subject).findByRole('option', { name: /Mathematics/ });
    await user.selectOptions(subject, IDS.maths);
    await within(chapter).findByRole('option', { name: /Functions/ });
    await user.selectOptions(chapter, IDS.functions);
    expect(await screen.findByText('سؤالان')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إضافة سؤال' }));
    const form = within(await screen.findByRole('dialog', { name: 'إضافة سؤال' }));
    await user.click(form.getByRole('button', { name: 'إضافة سؤال' }));
    expect(await form.findByText('حقل العنوان مطلوب')).toBeInTheDocument();
  });
});
