import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeSubject, subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const me = { 'GET /api/auth/me': meReply(admin) };
const withImage = makeSubject({
  image: '/api/subjects/subject-1/image?v=1',
  curriculum: {
    resources: [{ type: 'video', title: 'Limits', description: '', url: 'https://video.test/limits' }],
    topics: [{ title: 'Algebra', description: 'Equations', durationWeeks: 3 }],
  },
});
const saved = (body: object) => ({ body: { success: true, message: 'Subject saved', data: body } });

const sent = (call: { body: unknown } | undefined) => {
  if (!(call?.body instanceof FormData)) throw new Error('expected a multipart body');
  return call.body;
};

async function openForm(button: HTMLElement) {
  await userEvent.click(button);
  return screen.findByRole('dialog');
}

describe('subject form (/subjects-admin)', () => {
  it('starts a new subject as National, of the current year and active, and checks name and code', async () => {
    const api = stubApi({
      ...me,
      'GET /api/subjects': subjectsReply([]),
      'POST /api/subjects': saved(makeSubject()),
    });
    renderApp('/subjects-admin', { user: admin });
    await screen.findByText('No subjects found');
    const dialog = await openForm(screen.getByRole('button', { name: 'Add Subject' }));
    const form = within(dialog);
    const user = userEvent.setup({ applyAccept: false });

    expect(form.getByLabelText('System')).toHaveValue('National');
    expect(form.getByLabelText('Academic year')).toHaveValue(String(new Date().getFullYear()));
    expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.click(form.getByRole('button', { name: 'Save Subject' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    await user.type(form.getByLabelText('Name'), 'Biology');
    await user.click(form.getByRole('button', { name: 'Save Subject' }));
    expect(await form.findByText('Code is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/subjects')).toHaveLength(0);
  });

  it('sends a new subject with its curriculum and image as multipart, then closes and reloads', async () => {
    const api = stubApi({
      ...me,
      'GET /api/subjects': subjectsReply([]),
      'POST /api/subjects': saved(makeSubject()),
    });
    renderApp('/subjects-admin', { user: admin });
    await screen.findByText('No subjects found');
    const dialog = await openForm(screen.getByRole('button', { name: 'Add Subject' }));
    const form = within(dialog);
    const user = userEvent.setup({ applyAccept: false });

    await user.type(form.getByLabelText('Name'), 'Biology');
    await user.type(form.getByLabelText('Code'), 'bio-ig');
    await user.selectOptions(form.getByLabelText('System'), 'IGCSE');
    await user.click(form.getByRole('button', { name: 'Add Resource' }));
    const resource = form.getByRole('group', { name: 'Resource 1' });
    await user.selectOptions(within(resource).getByLabelText('Type'), 'Video');
    await user.type(within(resource).getByLabelText('Title'), 'Cells');
    await user.type(within(resource).getByLabelText('URL'), 'not a url');
    await user.click(form.getByRole('button', { name: 'Save Subject' }));
    expect(await form.findByText('Resource 1 URL must be a valid URL')).toBeInTheDocument();
    await user.clear(within(resource).getByLabelText('URL'));
    await user.type(within(resource).getByLabelText('URL'), 'https://video.test/cells');
    await user.click(form.getByRole('button', { name: 'Add Topic' }));
    const topic = form.getByRole('group', { name: 'Topic 1' });
    await user.type(within(topic).getByLabelText('Title'), 'Genetics');
    await user.clear(within(topic).getByLabelText('Duration (weeks)'));
    await user.type(within(topic).getByLabelText('Duration (weeks)'), '4');
    const picture = new File(['png'], 'cells.png', { type: 'image/png' });
    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, picture);
    const listCalls = api.callsTo('GET /api/subjects').length;
    await user.click(form.getByRole('button', { name: 'Save Subject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api.callsTo('POST /api/subjects')[0]);
    expect(body.get('name')).toBe('Biology');
    expect(body.get('code')).toBe('BIO-IG');
    expect(body.get('system')).toBe('IGCSE');
    expect(body.get('academicYear')).toBe(String(new Date().getFullYear()));
    expect(body.get('isActive')).toBe('true');
    expect(JSON.parse(String(body.get('curriculum')))).toEqual({
      resources: [{ type: 'video', title: 'Cells', description: '', url: 'https://video.test/cells' }],
      topics: [{ title: 'Genetics', description: '', durationWeeks: 4 }],
    });
    expect(body.get('image')).toBe(picture);
    // The list reloads after a save.
    await waitFor(() => expect(api.callsTo('GET /api/subjects').length).toBeGreaterThan(listCalls));
  }, 15_000);

  it('edits with the current values, and keeps the image when none is chosen', async () => {
    const api = stubApi({
      ...me,
      'GET /api/subjects': subjectsReply([withImage]),
      'PUT /api/subjects/subject-1': saved(withImage),
    });
    renderApp('/subjects-admin', { user: admin });
    const card = await screen.findByRole('article', { name: 'Mathematics' });
    const dialog = await openForm(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(dialog);
    const user = userEvent.setup();

    expect(form.getByLabelText('Name')).toHaveValue('Mathematics');
    expect(form.getByLabelText('Code')).toHaveValue('MATH-NAT');
    expect(within(form.getByRole('group', { name: 'Resource 1' })).getByLabelText('URL')).toHaveValue(
      'https://video.test/limits',
    );
    expect(form.getByText('Keep the current image')).toBeInTheDocument();
    await user.click(form.getByRole('switch', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Save Subject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api.callsTo('PUT /api/subjects/subject-1')[0]);
    expect(body.has('image')).toBe(false);
    expect(body.get('isActive')).toBe('false');
    expect(JSON.parse(String(body.get('curriculum')))).toEqual(withImage.curriculum);
  });

  it("shows the server's reason when a save is refused, and keeps the form open", async () => {
    stubApi({
      ...me,
      'GET /api/subjects': subjectsReply([]),
      'POST /api/subjects': {
        status: 409,
        body: { success: false, message: 'code: a subject with code MATH already exists' },
      },
    });
    renderApp('/subjects-admin', { user: admin });
    await screen.findByText('No subjects found');
    const dialog = await openForm(screen.getByRole('button', { name: 'Add Subject' }));
    const form = within(dialog);
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Name'), 'Maths');
    await user.type(form.getByLabelText('Code'), 'MATH');
    await user.click(form.getByRole('button', { name: 'Save Subject' }));

    // The refusal names the code: it shows at the Code field, which takes the focus.
    const code = form.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('A subject with code MATH already exists'));
    expect(code).toHaveFocus();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("falls back to 'Failed to save subject' when the server gives no reason", async () => {
    stubApi({
      ...me,
      'GET /api/subjects': subjectsReply([]),
      'POST /api/subjects': { status: 500, body: {} },
    });
    renderApp('/subjects-admin', { user: admin });
    await screen.findByText('No subjects found');
    const form = within(await openForm(screen.getByRole('button', { name: 'Add Subject' })));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Name'), 'Maths');
    await user.type(form.getByLabelText('Code'), 'MATH');
    await user.click(form.getByRole('button', { name: 'Save Subject' }));
    expect(await form.findByText('Failed to save subject')).toBeInTheDocument();
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const refusal =
      'Cannot delete Mathematics: 3 student enrolment(s) hold it. Deactivate the subject instead.';
    const api = stubApi({
      ...me,
      'GET /api/subjects': subjectsReply([makeSubject()]),
      'DELETE /api/subjects/subject-1': { status: 409, body: { success: false, message: refusal } },
    });
    renderApp('/subjects-admin', { user: admin });
    const card = await screen.findByRole('article', { name: 'Mathematics' });
    const user = userEvent.setup();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this subject?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/subjects/subject-1')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/subjects/subject-1')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Mathematics' })).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads the list', async () => {
    let deleted = false;
    stubApi({
      ...me,
      'GET /api/subjects': () => subjectsReply(deleted ? [] : [makeSubject()]),
      'DELETE /api/subjects/subject-1': () => {
        deleted = true;
        return { body: { success: true, message: 'Subject deleted successfully' } };
      },
    });
    renderApp('/subjects-admin', { user: admin });
    const card = await screen.findByRole('article', { name: 'Mathematics' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No subjects found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // The page and the form in Arabic; the form's checks come from the catalogue too.
  it('shows the page, a plural and the form with its field messages in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const api = stubApi({ ...me, 'GET /api/subjects': subjectsReply([makeSubject({ enrollmentCount: 3 })]) });
    renderApp('/subjects-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'إدارة المواد' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Mathematics' });
    expect(within(card).getByText('٣ طلاب مسجّلون')).toBeInTheDocument();

    const form = within(await openForm(screen.getByRole('button', { name: 'إضافة مادة' })));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'إضافة مورد' }));
    const resource = form.getByRole('group', { name: 'المورد ١' });
    await user.type(within(resource).getByLabelText('العنوان'), 'الخلايا');
    await user.type(within(resource).getByLabelText('الرابط'), 'not a url');
    await user.click(form.getByRole('button', { name: 'حفظ المادة' }));

    expect(await form.findByText('حقل الاسم مطلوب')).toBeInTheDocument();
    expect(form.getByText('حقل الرمز مطلوب')).toBeInTheDocument();
    expect(form.getByText('يجب أن يكون الرابط في المورد ١ رابطًا صالحًا')).toBeInTheDocument();
    expect(api.callsTo('POST /api/subjects')).toHaveLength(0);
  });
});
