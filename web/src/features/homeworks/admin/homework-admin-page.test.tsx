import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { homeworksReply, makeHomework } from '../../../../test/fixtures/homeworks-admin';
import { functions, IDS, limits, listReply, makeQuestion, maths } from '../../../../test/fixtures/questions';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { formatDateTime } from '../../../components/date-time-text';

const admin = makeUser({ role: 'admin' });
const mcqA = makeQuestion({ title: 'Domain of 1/x', options: ['ℝ', 'ℝ∖{0}', '', ''], rightChoice: 'ℝ∖{0}' });
const mcqB = makeQuestion({ title: 'Range of x²', options: ['[0, ∞)', 'ℝ', '', ''], rightChoice: '[0, ∞)' });
const base = {
  'GET /api/auth/me': meReply(admin),
  'GET /api/subjects': subjectsReply([maths]),
  [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
  'GET /api/question-bank': listReply([mcqA, mcqB]),
};
const graded = makeHomework({
  _id: 'aaaaaaaa-0000-4000-8000-000000000002',
  title: 'Limits drill',
  chapter: { _id: IDS.limits, title: 'Limits', order: 2 },
  dueDate: '2099-03-10T16:30:00.000Z',
  questions: [mcqA, mcqB],
  submissionCount: 3,
  correctionFileUrl: '/api/homeworks/aaaaaaaa-0000-4000-8000-000000000002/correction-file',
  correctionFile: { originalName: 'answers.pdf' },
});

const sent = (call: { body: unknown } | undefined) => {
  if (!(call?.body instanceof FormData)) throw new Error('expected a multipart body');
  return call.body;
};

describe('homework list (/homework-admin)', () => {
  it('lists homeworks with subject, chapter, due date, files, question and submission counts, 10 a page', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homeworks': ({ search }) =>
        new URLSearchParams(search).get('page') === '2'
          ? homeworksReply([makeHomework({ _id: 'page-2', title: 'Second page homework' })], 11)
          : homeworksReply([makeHomework(), graded], 11),
    });
    renderApp('/homework-admin', { user: admin });

    const table = await screen.findByRole('table', { name: 'Homeworks' });
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.callsTo('GET /api/homeworks')[0]?.search).toBe('?page=1&limit=10');
    const row = within(table).getByText('Limits drill').closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Mathematics');
    expect(cells[2]).toHaveTextContent('Chapter 2: Limits');
    expect(cells[3]).toHaveTextContent(formatDateTime('2099-03-10T16:30:00.000Z'));
    expect(within(row).getByRole('button', { name: 'Download worksheet.pdf' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download correction answers.pdf' })).toBeInTheDocument();
    expect(cells[5]).toHaveTextContent(/^2$/);
    // Three hand-ins, and every one of them as one ZIP.
    expect(within(cells[6]!).getByText('3')).toBeInTheDocument();
    expect(
      within(cells[6]!).getByRole('button', { name: 'Download hand-ins of Limits drill' }),
    ).toBeInTheDocument();
    expect(screen.getByText('11 homeworks · page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Second page homework')).toBeInTheDocument();
    expect(api.callsTo('GET /api/homeworks').at(-1)?.search).toBe('?page=2&limit=10');
  });

  it("opens a homework's statistics: hand-in rate, lateness, grading and its grades as a table", async () => {
    const histogram = Array.from({ length: 10 }, (_, i) => ({
      from: i * 10,
      to: i === 9 ? 100 : i * 10 + 9,
      count: i === 8 ? 2 : 0,
    }));
    stubApi({
      ...base,
      'GET /api/homeworks': homeworksReply([graded], 1),
      [`GET /api/homeworks/${graded._id}/statistics`]: {
        body: {
          success: true,
          data: {
            expected: 3,
            handedIn: 2,
            late: 1,
            graded: 2,
            awaitingGrade: 0,
            missing: 1,
            mean: 84.5,
            median: 84.5,
            histogram,
          },
        },
      },
    });
    renderApp('/homework-admin', { user: admin });
    const table = await screen.findByRole('table', { name: 'Homeworks' });
    await userEvent.click(within(table).getByRole('button', { name: 'Statistics of Limits drill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Statistics: Limits drill' }));
    expect(await dialog.findByText('Handed in: 67% (2 of 3 students)')).toBeInTheDocument();
    expect(dialog.getByText('Mean grade').previousElementSibling).toHaveTextContent('84.5');
    const bands = dialog.getByRole('table', { name: 'Hand-ins in each grade band' });
    expect(within(bands).getByRole('row', { name: '80–89 2' })).toBeInTheDocument();
  });

  it('says "Failed to load homeworks" with a retry, then "No homeworks uploaded yet."', async () => {
    let calls = 0;
    stubApi({
      ...base,
      'GET /api/homeworks': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : homeworksReply([]);
      },
    });
    renderApp('/homework-admin', { user: admin });

    expect(await screen.findByText('Failed to load homeworks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No homeworks uploaded yet.')).toBeInTheDocument();
  });

  it('edits with the current values: questions repeated, the correction file, and no file when none is chosen', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homeworks': homeworksReply([graded]),
      [`PUT /api/homeworks/${graded._id}`]: {
        body: { success: true, message: 'Homework updated successfully!', data: graded },
      },
    });
    renderApp('/homework-admin', { user: admin });
    await screen.findByRole('table', { name: 'Homeworks' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Edit Limits drill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Homework' });
    const form = within(dialog);

    expect(form.getByLabelText('Title')).toHaveValue('Limits drill');
    await waitFor(() => expect(form.getByLabelText('Chapter')).toHaveValue(IDS.limits));
    expect(form.getByLabelText('Subject')).toHaveValue(IDS.maths);
    expect(form.getByText('2 questions attached')).toBeInTheDocument();
    // Attached questions from another chapter stay listed, so they can be removed.
    const list = await form.findByRole('list', { name: 'Questions' });
    expect(within(list).getByRole('checkbox', { name: 'Domain of 1/x' })).toBeChecked();
    await user.click(within(list).getByRole('checkbox', { name: 'Domain of 1/x' }));
    const correction = new File(['pdf'], 'solutions.pdf', { type: 'application/pdf' });
    // The second file input of the dialog is the correction file's (File, then Correction File).
    const correctionInput = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[1];
    if (!correctionInput) throw new Error('no correction file input');
    expect(form.getByLabelText('Correction File')).toBeInTheDocument();
    await user.upload(correctionInput, correction);
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Homework' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Homework updated successfully!')).toBeInTheDocument();
    const body = sent(api.callsTo(`PUT /api/homeworks/${graded._id}`)[0]);
    expect(body.get('title')).toBe('Limits drill');
    expect(body.get('chapter')).toBe(IDS.limits);
    expect(body.get('dueDate')).toBe('2099-03-10T16:30:00.000Z');
    expect(body.getAll('questions')).toEqual([mcqB._id]);
    expect(body.get('correctionFile')).toBe(correction);
    expect(body.has('file')).toBe(false);
  }, 15_000);

  it('shows "Failed to update homework" when the server gives no reason', async () => {
    stubApi({
      ...base,
      'GET /api/homeworks': homeworksReply([graded]),
      [`PUT /api/homeworks/${graded._id}`]: { status: 500, body: {} },
    });
    renderApp('/homework-admin', { user: admin });
    await screen.findByRole('table', { name: 'Homeworks' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Limits drill' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Homework' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await form.findByText('Failed to update homework')).toBeInTheDocument();
  });

  it('asks before deleting, shows the 409 reason, and confirms a delete', async () => {
    const fresh = makeHomework({ _id: 'aaaaaaaa-0000-4000-8000-000000000003', title: 'Unused draft' });
    const api = stubApi({
      ...base,
      'GET /api/homeworks': homeworksReply([graded, fresh]),
      [`DELETE /api/homeworks/${graded._id}`]: {
        status: 409,
        body: { success: false, message: 'This homework has 3 submissions and cannot be deleted' },
      },
      [`DELETE /api/homeworks/${fresh._id}`]: {
        body: { success: true, message: 'Homework deleted successfully!' },
      },
    });
    renderApp('/homework-admin', { user: admin });
    await screen.findByRole('table', { name: 'Homeworks' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Limits drill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Homework' }));
    expect(dialog.getByText('Are you sure you want to delete this homework?')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/homeworks/${graded._id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await dialog.findByText('This homework has 3 submissions and cannot be deleted'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Unused draft' }));
    const second = within(await screen.findByRole('dialog', { name: 'Delete Homework' }));
    await user.click(second.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Homework deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/homeworks/${fresh._id}`)).toHaveLength(1);
  });
});
