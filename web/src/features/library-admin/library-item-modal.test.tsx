import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubXhr } from '../../../test/fake-xhr';
import { stubApi } from '../../../test/fetch-stub';
import { libraryReply, makeLibraryItem, makeRecording } from '../../../test/fixtures/library-admin';
import { functions, IDS, limits, listReply, maths, physics } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const material = makeLibraryItem();
const recording = makeRecording();

const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
  [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
  'GET /api/library': libraryReply([material, recording]),
};

const pdf = () => new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' });

/** The multipart body as [name, value] pairs, in the order sent. */
const partsOf = (body: unknown) => {
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return [...body.entries()];
};

function fileInputIn(dialog: HTMLElement) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function openPage() {
  const api = stubApi(base);
  const xhr = stubXhr();
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/library-admin', { user: teacher });
  await screen.findByText(material.title);
  return { api, xhr, user };
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Resource' }));
  return within(await screen.findByRole('dialog', { name: 'Add Resource' }));
}

/** Fills the add form's common fields: title, type, subject and chapter. */
async function fillPlacement(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  type: 'material' | 'recording',
) {
  await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Limits notes');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Type' }), type);
  const subject = dialog.getByRole('combobox', { name: 'Subject' });
  await waitFor(() => expect(subject).toBeEnabled());
  await user.selectOptions(subject, IDS.maths);
  const chapter = dialog.getByRole('combobox', { name: 'Chapter' });
  await waitFor(() => expect(chapter).toBeEnabled());
  await user.selectOptions(chapter, IDS.limits);
}

describe('adding a library item', () => {
  it('names each missing required field and sends nothing', async () => {
    const { xhr, user } = await openPage();
    const dialog = await openAdd(user);

    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));

    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Type is required')).toBeInTheDocument();
    expect(dialog.getByText('Subject is required')).toBeInTheDocument();
    expect(dialog.getByText('Chapter is required')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it("requires a material's file, of an accepted type and at most 50 MB", async () => {
    const { xhr, user } = await openPage();
    const dialog = await openAdd(user);
    await fillPlacement(user, dialog, 'material');

    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(await dialog.findByText('File is required')).toBeInTheDocument();

    await user.upload(fileInputIn(dialog.getByRole('form')), new File(['MZ'], 'setup.exe'));
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(
      await dialog.findByText('setup.exe is not an accepted file type (allowed: pdf, doc, docx, ppt, pptx).'),
    ).toBeInTheDocument();

    const huge = new File(['x'], 'big.pptx');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(fileInputIn(dialog.getByRole('form')), huge);
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(await dialog.findByText('big.pptx is larger than 50 MB.')).toBeInTheDocument();

    expect(xhr.sent).toHaveLength(0);
  });

  it('sends the fields in order with the file last, shows the progress, then the server message', async () => {
    const { api, xhr, user } = await openPage();
    const dialog = await openAdd(user);
    await fillPlacement(user, dialog, 'material');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Epsilon and delta.');
    await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'limits,  revision , limits');
    await user.click(dialog.getByRole('checkbox', { name: 'Visible to everyone signed in' }));
    const file = pdf();
    await user.upload(fileInputIn(dialog.getByRole('form')), file);

    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));

    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/library');
    expect(request.headers.authorization).toBeUndefined();
    expect(partsOf(request.body)).toEqual([
      ['title', 'Limits notes'],
      ['description', 'Epsilon and delta.'],
      ['type', 'material'],
      ['subject', IDS.maths],
      ['chapter', IDS.limits],
      ['tags', 'limits,revision'],
      ['isPublic', 'true'],
      ['file', file],
    ]);

    request.progress(3, 10);
    const bar = await dialog.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(dialog.getByText('Uploading… 30%')).toBeInTheDocument();
    request.progress(10, 10);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));

    const listCalls = api.callsTo('GET /api/library').length;
    request.respond(201, { success: true, message: 'Library item added successfully!', data: material });

    expect(await screen.findByText('Library item added successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Resource' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.callsTo('GET /api/library').length).toBeGreaterThan(listCalls));
  });

  it('cancels the upload with Cancel upload, and keeps the form open', async () => {
    const { xhr, user } = await openPage();
    const dialog = await openAdd(user);
    await fillPlacement(user, dialog, 'material');
    await user.upload(fileInputIn(dialog.getByRole('form')), pdf());
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    xhr.last().progress(1, 4);

    await user.click(await dialog.findByRole('button', { name: 'Cancel Upload' }));

    expect(xhr.last().aborted).toBe(true);
    expect(await dialog.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Limits notes');
  });

  it("shows the server's refusal as it comes, else 'Failed to add library item'", async () => {
    const { xhr, user } = await openPage();
    const dialog = await openAdd(user);
    await fillPlacement(user, dialog, 'material');
    await user.upload(fileInputIn(dialog.getByRole('form')), pdf());

    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    xhr.last().respond(415, { success: false, message: 'notes.pdf is not really a PDF.' });
    expect(await dialog.findByRole('alert')).toHaveTextContent('notes.pdf is not really a PDF.');

    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    xhr.last().respond(500, { success: false });
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Failed to add library item'));
    expect(xhr.sent).toHaveLength(2);
  });

  it("checks a recording's URL, duration (at least 1 minute) and platform, and sends no file", async () => {
    const { xhr, user } = await openPage();
    const dialog = await openAdd(user);
    await fillPlacement(user, dialog, 'recording');
    expect(dialog.queryByLabelText(/^File/)).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(await dialog.findByText('Recording URL is required')).toBeInTheDocument();
    expect(dialog.getByText('Duration is required')).toBeInTheDocument();
    expect(dialog.getByText('Platform is required')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Recording URL' }), 'youtube lesson');
    await user.type(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(await dialog.findByText('Recording URL must be a URL (https://…)')).toBeInTheDocument();
    expect(dialog.getByText('Duration must be at least 1 minute')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: 'Recording URL' }));
    await user.type(dialog.getByRole('textbox', { name: 'Recording URL' }), 'https://vimeo.com/42');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }), '50');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Platform' }), 'vimeo');
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));

    expect(partsOf(xhr.last().body)).toEqual([
      ['title', 'Limits notes'],
      ['description', ''],
      ['type', 'recording'],
      ['subject', IDS.maths],
      ['chapter', IDS.limits],
      ['tags', ''],
      ['isPublic', 'false'],
      ['recordingUrl', 'https://vimeo.com/42'],
      ['recordingDuration', '50'],
      ['recordingPlatform', 'vimeo'],
    ]);
  });
});

describe('editing a library item', () => {
  it('pre-fills the form, keeps type, subject and chapter, and sends only what may change', async () => {
    const { xhr, user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Edit ${material.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Resource' }));

    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(material.title);
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(material.description);
    expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('summary, revision');
    expect(dialog.getByRole('checkbox', { name: 'Visible to everyone signed in' })).not.toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Type' })).toHaveValue('Material');
    expect(dialog.getByRole('textbox', { name: 'Type' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Mathematics');
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: 'Chapter' })).toHaveValue('Chapter 1: Functions');
    expect(dialog.getByRole('textbox', { name: 'Chapter' })).toBeDisabled();
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    expect(dialog.getByText(/Current: functions-summary\.pdf/)).toBeInTheDocument();

    // No file chosen: the stored one is kept, and the file is not required.
    await user.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Functions in brief');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    const request = xhr.last();
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`/api/library/${material._id}`);
    expect(partsOf(request.body)).toEqual([
      ['title', 'Functions in brief'],
      ['description', material.description],
      ['tags', 'summary,revision'],
      ['isPublic', 'false'],
    ]);
    request.respond(200, { success: true, message: 'Library item updated successfully!', data: material });
    expect(await screen.findByText('Library item updated successfully!')).toBeInTheDocument();
  });

  it("replaces a material's file when one is chosen, sent last with progress", async () => {
    const { xhr, user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Edit ${material.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Resource' }));
    const file = pdf();
    await user.upload(fileInputIn(dialog.getByRole('form')), file);

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(partsOf(xhr.last().body).at(-1)).toEqual(['file', file]);
    xhr.last().progress(1, 2);
    expect(await dialog.findByText('Uploading… 50%')).toBeInTheDocument();
    xhr.last().respond(500, { success: false });
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update library item');
  });

  it("edits a recording's fields with the same rules", async () => {
    const { xhr, user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Edit ${recording.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Resource' }));
    const duration = dialog.getByRole('spinbutton', { name: 'Duration (minutes)' });
    expect(duration).toHaveValue(45);
    expect(dialog.getByRole('textbox', { name: 'Recording URL' })).toHaveValue(recording.recordingUrl);
    expect(dialog.getByRole('combobox', { name: 'Platform' })).toHaveValue('youtube');

    await user.clear(duration);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Duration is required')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);

    await user.type(duration, '60');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(partsOf(xhr.last().body)).toEqual([
      ['title', recording.title],
      ['description', recording.description],
      ['tags', 'summary,revision'],
      ['isPublic', 'false'],
      ['recordingUrl', recording.recordingUrl],
      ['recordingDuration', '60'],
      ['recordingPlatform', 'youtube'],
    ]);
  });
});

describe('deleting a library item', () => {
  it('asks first, then sends DELETE and shows the server message', async () => {
    const api = stubApi({
      ...base,
      [`DELETE /api/library/${material._id}`]: {
        body: { success: true, message: 'Library item deleted successfully!' },
      },
    });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });
    await screen.findByText(material.title);
    await user.click(screen.getByRole('button', { name: `Delete ${material.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Resource' }));

    expect(dialog.getByText('Are you sure you want to delete this library item?')).toBeInTheDocument();
    expect(dialog.getByText(material.title)).toBeInTheDocument();

    expect(api.callsTo(`DELETE /api/library/${material._id}`)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Library item deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/library/${material._id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Resource' })).not.toBeInTheDocument(),
    );
  });

  it("keeps the dialog open with 'Failed to delete library item' on a failure", async () => {
    const api = stubApi({
      ...base,
      [`DELETE /api/library/${material._id}`]: { status: 500, body: { success: false } },
    });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });
    await user.click(await screen.findByRole('button', { name: `Delete ${material.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Resource' }));

    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to delete library item');
    expect(api.callsTo(`DELETE /api/library/${material._id}`)).toHaveLength(1);
  });
});

// The page, a count and the form's field messages in Arabic.
describe('in Arabic', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('shows the page, a plural and the form with its field messages in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const { xhr, user } = await openPage();

    expect(screen.getByRole('heading', { name: 'إدارة المكتبة' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: new RegExp(material.title) });
    expect(within(row).getByText('١٢ تنزيلًا')).toBeInTheDocument();
    expect(within(row).getByText('مادة تعليمية')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إضافة مورد' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'إضافة مورد' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'النوع' }), 'recording');
    await user.type(dialog.getByRole('spinbutton', { name: 'المدة (بالدقائق)' }), '0');
    await user.click(dialog.getByRole('button', { name: 'إضافة مورد' }));

    expect(await dialog.findByText('حقل العنوان مطلوب')).toBeInTheDocument();
    expect(dialog.getByText('يجب ألا تقل المدة عن دقيقة واحدة')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('asks before deleting and says it is done in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      ...base,
      [`DELETE /api/library/${material._id}`]: {
        body: { success: true, message: 'Library item deleted successfully!' },
      },
    });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });
    await user.click(await screen.findByRole('button', { name: `حذف \u2068${material.title}\u2069` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'حذف المورد' }));
    expect(dialog.getByText('هل أنت متأكد من حذف عنصر المكتبة هذا؟')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف عنصر المكتبة بنجاح!')).toBeInTheDocument();
  });
});
