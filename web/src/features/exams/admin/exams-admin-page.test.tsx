import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubXhr } from '../../../../test/fake-xhr';
import { stubApi } from '../../../../test/fetch-stub';
import { examsReply, makeExam } from '../../../../test/fixtures/exams-admin';
import { pickDueDate } from '../../../../test/fixtures/pick-due-date';
import { IDS, maths, physics } from '../../../../test/fixtures/questions';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { wholeText } from '../../../../test/whole-text';
import { formatDateTime } from '../../../components/date-time-text';

const teacher = makeUser({ role: 'teacher' });
const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
};
const physicsFinal = makeExam({
  _id: 'eeeeeeee-0000-4000-8000-000000000002',
  title: 'Physics final',
  description: '',
  subject: { _id: IDS.physics, name: 'Physics', title: 'IGCSE Physics' },
  dueDate: '2020-06-10T08:00:00.000Z',
  file: null,
  fileUrl: null,
  submissionCount: 4,
});

const sent = (call: { body: unknown } | undefined) => {
  if (!(call?.body instanceof FormData)) throw new Error('expected a multipart body');
  return call.body;
};

function rowOf(title: string) {
  const row = within(screen.getByRole('table', { name: 'Exams' }))
    .getByText(title)
    .closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('exams management (/exams-admin)', () => {
  it('lists exams 20 a page with subject, due date, file, status and submissions', async () => {
    const api = stubApi({
      ...base,
      'GET /api/exams': examsReply(
        [makeExam(), physicsFinal, makeExam({ _id: 'x3', title: 'Retake', reopened: true })],
        21,
      ),
    });
    renderApp('/exams-admin', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Exams Management' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Exams' });
    expect(api.callsTo('GET /api/exams')[0]?.search).toBe('?page=1&limit=20');
    const midterm = within(rowOf('Algebra midterm'));
    expect(midterm.getByText('Mathematics')).toBeInTheDocument();
    expect(midterm.getByText(formatDateTime('2099-05-20T09:00:00.000Z'))).toBeInTheDocument();
    expect(midterm.getByRole('button', { name: 'Download midterm.pdf' })).toBeInTheDocument();
    expect(midterm.getByText('Open')).toBeInTheDocument();
    const final = within(rowOf('Physics final'));
    expect(final.getByText('IGCSE Physics')).toBeInTheDocument();
    expect(final.getByText('No file')).toBeInTheDocument();
    expect(final.getByText('Closed')).toBeInTheDocument();
    // Columns: Title, Subject, Due, File, Status, Submissions.
    const handIns = within(within(rowOf('Physics final')).getAllByRole('cell')[5]!);
    expect(handIns.getByText('4')).toBeInTheDocument();
    expect(handIns.getByRole('button', { name: 'Download hand-ins of Physics final' })).toBeInTheDocument();
    expect(within(rowOf('Retake')).getByText('Re-opened')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Exam pages' })).toBeInTheDocument();
  });

  it('says "Failed to load exams" with a retry, then "No exams uploaded yet."', async () => {
    let calls = 0;
    stubApi({
      ...base,
      'GET /api/exams': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : examsReply([]);
      },
    });
    renderApp('/exams-admin', { user: teacher });

    expect(await screen.findByText('Failed to load exams')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No exams uploaded yet.')).toBeInTheDocument();
  });

  it('uploads an exam as multipart after checking title, due date and subject', async () => {
    let replies = 0;
    const api = stubApi({
      ...base,
      'GET /api/exams': examsReply([]),
      'POST /api/exams': () => {
        replies += 1;
        return replies === 1
          ? { status: 500, body: {} }
          : {
              status: 201,
              body: { success: true, message: 'Exam uploaded successfully!', data: makeExam() },
            };
      },
    });
    renderApp('/exams-admin', { user: teacher });
    await screen.findByText('No exams uploaded yet.');
    const user = userEvent.setup({ applyAccept: false });
    const form = screen.getByRole('form', { name: 'Upload Exam' });
    const inForm = within(form);

    await user.click(inForm.getByRole('button', { name: 'Upload Exam' }));
    expect(await inForm.findByText('Title is required')).toBeInTheDocument();
    await user.type(inForm.getByLabelText('Title'), 'Geometry quiz paper');
    await user.type(inForm.getByLabelText('Description'), 'Bring a ruler.');
    await user.click(inForm.getByRole('button', { name: 'Upload Exam' }));
    expect(await inForm.findByText('Subject is required')).toBeInTheDocument();
    await waitFor(() => expect(inForm.getByLabelText('Subject')).toBeEnabled());
    await user.selectOptions(inForm.getByLabelText('Subject'), 'IGCSE Physics');
    await user.click(inForm.getByRole('button', { name: 'Upload Exam' }));
    expect(await inForm.findByText('Due date is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/exams')).toHaveLength(0);

    const dueDate = await pickDueDate(user, form);
    const paper = new File(['pdf'], 'geometry.pdf', { type: 'application/pdf' });
    const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, paper);
    await user.click(inForm.getByRole('button', { name: 'Upload Exam' }));
    expect(await inForm.findByText('Failed to upload exam')).toBeInTheDocument();
    await user.click(inForm.getByRole('button', { name: 'Upload Exam' }));
    expect(await inForm.findByText('Exam uploaded successfully!')).toBeInTheDocument();

    const body = sent(api.callsTo('POST /api/exams')[1]);
    expect(body.get('title')).toBe('Geometry quiz paper');
    expect(body.get('description')).toBe('Bring a ruler.');
    expect(body.get('dueDate')).toBe(dueDate);
    expect(body.get('subject')).toBe(IDS.physics);
    expect(body.get('file')).toBe(paper);
    expect(body.has('reopened')).toBe(false);
    expect(inForm.getByLabelText('Title')).toHaveValue('');
  }, 15_000);

  it('shows the exam paper going up, and Cancel Upload stops it with the form kept', async () => {
    stubApi({ ...base, 'GET /api/exams': examsReply([]) });
    const xhr = stubXhr();
    renderApp('/exams-admin', { user: teacher });
    await screen.findByText('No exams uploaded yet.');
    const user = userEvent.setup({ applyAccept: false });
    const form = screen.getByRole('form', { name: 'Upload Exam' });
    const inForm = within(form);
    await user.type(inForm.getByLabelText('Title'), 'Mock paper 2');
    await waitFor(() => expect(inForm.getByLabelText('Subject')).toBeEnabled());
    await user.selectOptions(inForm.getByLabelText('Subject'), 'IGCSE Physics');
    await pickDueDate(user, form);
    const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, new File(['pdf'], 'mock-2.pdf', { type: 'application/pdf' }));
    await user.click(inForm.getByRole('button', { name: 'Upload Exam' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(`${xhr.last().method} ${xhr.last().url}`).toBe('POST /api/exams');
    act(() => xhr.last().progress(1, 4));
    expect(inForm.getByText('Uploading… 25%')).toBeInTheDocument();
    await user.click(inForm.getByRole('button', { name: 'Cancel Upload' }));

    expect(xhr.last().aborted).toBe(true);
    expect(await inForm.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(inForm.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(inForm.queryByText('Failed to upload exam')).not.toBeInTheDocument();
    expect(inForm.getByLabelText('Title')).toHaveValue('Mock paper 2');
  }, 15_000);

  it("edits with the current values, reads 'Saving...' while saving, and sends no file when none is chosen", async () => {
    let release: (reply: { body: unknown }) => void = () => {};
    const api = stubApi({
      ...base,
      'GET /api/exams': examsReply([makeExam()]),
      [`PUT /api/exams/${makeExam()._id}`]: () => new Promise((resolve) => (release = resolve)),
    });
    renderApp('/exams-admin', { user: teacher });
    await screen.findByRole('table', { name: 'Exams' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Algebra midterm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Exam' }));

    expect(dialog.getByLabelText('Title')).toHaveValue('Algebra midterm');
    expect(dialog.getByLabelText('Description')).toHaveValue('Chapters 1 to 3. Calculators allowed.');
    await waitFor(() => expect(dialog.getByLabelText('Subject')).toHaveValue(IDS.maths));
    expect(dialog.getByText(wholeText('Current: midterm.pdf. Leave empty to keep it.'))).toBeInTheDocument();
    expect(dialog.getByLabelText('New File (optional)')).toBeInTheDocument();
    const reopen = dialog.getByRole('switch', { name: 'Re-open for Late Submissions' });
    expect(reopen).not.toBeChecked();
    await user.click(reopen);
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Algebra midterm (v2)');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release({ body: { success: true, message: 'Exam updated successfully!', data: makeExam() } });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Exam' })).not.toBeInTheDocument());
    expect(await screen.findByText('Exam updated successfully!')).toBeInTheDocument();
    const body = sent(api.callsTo(`PUT /api/exams/${makeExam()._id}`)[0]);
    expect(body.get('title')).toBe('Algebra midterm (v2)');
    expect(body.get('subject')).toBe(IDS.maths);
    expect(body.get('dueDate')).toBe('2099-05-20T09:00:00.000Z');
    expect(body.get('reopened')).toBe('true');
    expect(body.has('file')).toBe(false);
  });

  it('shows "Failed to update exam" when the server gives no reason, and keeps the dialog open', async () => {
    stubApi({
      ...base,
      'GET /api/exams': examsReply([makeExam()]),
      [`PUT /api/exams/${makeExam()._id}`]: { status: 500, body: {} },
    });
    renderApp('/exams-admin', { user: teacher });
    await screen.findByRole('table', { name: 'Exams' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Algebra midterm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Exam' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText('Failed to update exam')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('asks before deleting, shows the 409 reason, and says "Failed to delete exam" without one', async () => {
    let replies = 0;
    const api = stubApi({
      ...base,
      'GET /api/exams': examsReply([physicsFinal]),
      [`DELETE /api/exams/${physicsFinal._id}`]: () => {
        replies += 1;
        return replies === 1
          ? {
              status: 409,
              body: { success: false, message: 'This exam has 4 submissions and cannot be deleted' },
            }
          : { status: 500, body: {} };
      },
    });
    renderApp('/exams-admin', { user: teacher });
    await screen.findByRole('table', { name: 'Exams' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Physics final' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Exam' }));
    expect(dialog.getByText('Are you sure you want to delete this exam?')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/exams/${physicsFinal._id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('This exam has 4 submissions and cannot be deleted')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete exam')).toBeInTheDocument();
  });

  it('confirms a delete with "Exam deleted successfully!"', async () => {
    const api = stubApi({
      ...base,
      'GET /api/exams': examsReply([makeExam()]),
      [`DELETE /api/exams/${makeExam()._id}`]: {
        body: { success: true, message: 'Exam deleted successfully!' },
      },
    });
    renderApp('/exams-admin', { user: teacher });
    await screen.findByRole('table', { name: 'Exams' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Algebra midterm' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Exam' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Exam deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/exams/${makeExam()._id}`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/exams').length).toBeGreaterThan(1));
  });
});
