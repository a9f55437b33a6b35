import { notifications } from '@mantine/notifications';
import { FEEDBACK_MAX, GRADE_MESSAGE } from '@sabora/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubXhr } from '../../../test/fake-xhr';
import { stubApi } from '../../../test/fetch-stub';
import { maths } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  makeHomeworkSubmission,
  makeMissingHomework,
  makeQuizSubmission,
  SUBMISSION_IDS,
  submissionsReply,
} from '../../../test/fixtures/submissions';
import { meReply, renderApp } from '../../../test/render-app';
import { formatDateTime } from '../../components/date-time-text';

const teacher = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel' });
const PATH = '/student-submissions-admin';
const NAME = 'Youssef Mostafa — Quadratics homework';
const GRADE_CALL = `PUT /api/homework-submissions/${SUBMISSION_IDS.homework}/grade`;
const base = { 'GET /api/auth/me': meReply(teacher), 'GET /api/subjects': subjectsReply([maths]) };

const correction = (index: number, originalName: string) => ({
  index,
  originalName,
  filename: `stored-${originalName}`,
  size: 100,
  url: `/api/homework-submissions/${SUBMISSION_IDS.homework}/correction-file/${index}`,
});

// Notifications live in a store shared by the tests of this file: each test starts with none.
afterEach(() => notifications.clean());

async function openDialog(buttonName: string, dialogName: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const element = await screen.findByRole('dialog', { name: dialogName });
  return { user, element, dialog: within(element) };
}

function fileInputIn(dialog: HTMLElement) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('grading a submission', () => {
  it('checks the grade before sending: 101 shows the grade message and sends nothing', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
    });
    renderApp(PATH, { user: teacher });
    const { user, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');

    expect(dialog.getByText(NAME)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '101');
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));

    expect(dialog.getByLabelText(/Grade \(0-100\)/)).toHaveAccessibleDescription(GRADE_MESSAGE);
    expect(api.callsTo(GRADE_CALL)).toHaveLength(0);
  });

  it('checks the feedback’s length before sending: past the contract’s limit it says so at the field', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
    });
    renderApp(PATH, { user: teacher });
    const { user, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');
    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '80');
    await user.click(dialog.getByLabelText('Feedback'));
    await user.paste('x'.repeat(FEEDBACK_MAX + 1));
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));

    expect(dialog.getByLabelText('Feedback')).toHaveAccessibleDescription(
      `Feedback must be at most ${FEEDBACK_MAX} characters Optional`,
    );
    expect(api.callsTo(GRADE_CALL)).toHaveLength(0);
  });

  it('shows the grade’s problem at its field until the grade changes, and the server’s refusal of the grade there too', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
      [GRADE_CALL]: {
        status: 400,
        body: { success: false, code: 'gradeInvalid', message: GRADE_MESSAGE },
      },
    });
    renderApp(PATH, { user: teacher });
    const { user, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');
    const grade = dialog.getByLabelText(/Grade \(0-100\)/);

    await user.type(grade, '-5');
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));
    await waitFor(() => expect(grade).toHaveAttribute('aria-invalid', 'true'));
    expect(grade).toHaveAccessibleDescription(GRADE_MESSAGE);
    expect(grade).toHaveFocus();
    expect(api.callsTo(GRADE_CALL)).toHaveLength(0);

    await user.clear(grade);
    expect(grade).not.toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByText(GRADE_MESSAGE)).not.toBeInTheDocument();

    await user.type(grade, '90');
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));
    await waitFor(() => expect(grade).toHaveAccessibleDescription(GRADE_MESSAGE));
    expect(grade).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(GRADE_CALL)).toHaveLength(1);
    const form = within(dialog.getByRole('form', { name: 'Grade Submission' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the feedback at the feedback field, not in the alert, until it changes', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
      [GRADE_CALL]: {
        status: 400,
        body: {
          success: false,
          code: 'feedbackTooLong',
          params: { max: 5000 },
          message: 'feedback: at most 5000 characters',
        },
      },
    });
    renderApp(PATH, { user: teacher });
    const { user, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');
    const feedback = dialog.getByLabelText('Feedback');

    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '90');
    await user.type(feedback, 'Good work');
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));
    await waitFor(() => expect(feedback).toHaveAttribute('aria-invalid', 'true'));
    expect(feedback).toHaveAccessibleDescription(/Feedback must be at most 5000 characters/);
    expect(feedback).toHaveFocus();
    expect(api.callsTo(GRADE_CALL)).toHaveLength(1);
    const form = within(dialog.getByRole('form', { name: 'Grade Submission' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(feedback, '!');
    expect(feedback).not.toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByText('Feedback must be at most 5000 characters')).not.toBeInTheDocument();
  });

  it('sends grade, feedback and correction files as multipart, confirms and reloads the list', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
      [GRADE_CALL]: { body: { success: true, message: 'Grade updated successfully!', data: {} } },
    });
    renderApp(PATH, { user: teacher });
    const { user, element, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');
    const listCalls = api.callsTo('GET /api/homework-submissions').length;

    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '85');
    await user.type(dialog.getByLabelText('Feedback'), 'Well done');
    await user.upload(fileInputIn(element), [
      new File(['a'], 'fix-1.pdf', { type: 'application/pdf' }),
      new File(['b'], 'fix-2.png', { type: 'image/png' }),
    ]);
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));

    expect(await screen.findByText('Grade updated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Grade Submission' })).not.toBeInTheDocument(),
    );
    const body = api.callsTo(GRADE_CALL)[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('grade')).toBe('85');
    expect(form.get('feedback')).toBe('Well done');
    expect((form.getAll('correctionFiles') as File[]).map((file) => file.name)).toEqual([
      'fix-1.pdf',
      'fix-2.png',
    ]);
    await waitFor(() =>
      expect(api.callsTo('GET /api/homework-submissions').length).toBeGreaterThan(listCalls),
    );
  });

  it('shows the correction files going up, and Cancel Upload stops them, keeping the dialog and what was typed', async () => {
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
    });
    const xhr = stubXhr();
    renderApp(PATH, { user: teacher });
    const { user, element, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');
    const listCalls = api.callsTo('GET /api/homework-submissions').length;
    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '70');
    await user.upload(fileInputIn(element), new File(['a'], 'marked-paper.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(`${xhr.last().method} ${xhr.last().url}`).toBe(GRADE_CALL);
    act(() => xhr.last().progress(3, 4));
    expect(dialog.getByText('Uploading… 75%')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel Upload' }));

    expect(xhr.last().aborted).toBe(true);
    expect(await dialog.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/Grade \(0-100\)/)).toHaveValue(70);
    expect(screen.queryByText('Grade updated successfully!')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/homework-submissions')).toHaveLength(listCalls);
  });

  it("keeps the dialog and what was typed on a refusal, showing the server's message, else 'Failed to update grade'", async () => {
    let replies = 0;
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
      [GRADE_CALL]: () => {
        replies += 1;
        return replies === 1
          ? {
              status: 404,
              body: { success: false, code: 'submissionNotFound', message: 'Submission not found' },
            }
          : { status: 500, body: {} };
      },
    });
    renderApp(PATH, { user: teacher });
    const { user, dialog } = await openDialog(`Grade ${NAME}`, 'Grade Submission');

    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '70');
    await user.type(dialog.getByLabelText('Feedback'), 'Long notes');
    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));
    // The form's own alert (the file preview beside it has its own states).
    const form = within(dialog.getByRole('form', { name: 'Grade Submission' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Submission not found');
    expect(dialog.getByLabelText(/Grade \(0-100\)/)).toHaveValue(70);
    expect(dialog.getByLabelText('Feedback')).toHaveValue('Long notes');

    await user.click(dialog.getByRole('button', { name: 'Save Grade' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Failed to update grade'));
    expect(api.callsTo(GRADE_CALL)).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Grade Submission' })).toBeInTheDocument();
    expect(screen.queryByText('Grade updated successfully!')).not.toBeInTheDocument();
  });

  it('updates an existing grade: pre-filled, with links to the correction files given so far', async () => {
    const graded = makeHomeworkSubmission({
      status: 'graded',
      grade: 60,
      feedback: 'Redo question 2',
      correctionFiles: [correction(0, 'fix.pdf')],
    });
    stubApi({ ...base, 'GET /api/homework-submissions': submissionsReply([graded]) });
    renderApp(PATH, { user: teacher });
    const { dialog } = await openDialog(`Update Grade ${NAME}`, 'Update Grade');

    expect(dialog.getByLabelText(/Grade \(0-100\)/)).toHaveValue(60);
    expect(dialog.getByLabelText('Feedback')).toHaveValue('Redo question 2');
    expect(dialog.getByRole('button', { name: 'Download correction fix.pdf' })).toBeInTheDocument();
  });
});

describe('viewing a submission', () => {
  it('shows the details, "Download File N" for an unnamed file, corrections and the grade history', async () => {
    const graded = makeHomeworkSubmission({
      status: 'graded',
      grade: 85,
      feedback: 'Much better.',
      files: [
        {
          index: 0,
          originalName: '',
          filename: 'stored-0',
          size: 10,
          url: `/api/homework-submissions/${SUBMISSION_IDS.homework}/file/0`,
        },
        {
          index: 1,
          originalName: 'working.pdf',
          filename: 'stored-1',
          size: 10,
          url: `/api/homework-submissions/${SUBMISSION_IDS.homework}/file/1`,
        },
      ],
      correctionFiles: [correction(0, 'marked.pdf')],
      gradeHistory: [
        {
          gradedBy: { firstName: 'Karim', lastName: 'Adel' },
          at: '2026-03-02T09:00:00.000Z',
          oldGrade: null,
          newGrade: 60,
        },
        { gradedBy: null, at: '2026-03-03T09:00:00.000Z', oldGrade: 60, newGrade: 85 },
      ],
    });
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([graded]),
      [`GET /api/homework-submissions/${SUBMISSION_IDS.homework}/file/0`]: { body: {} },
    });
    renderApp(PATH, { user: teacher });
    const { user, dialog } = await openDialog(`View ${NAME}`, 'Submission Details');

    const row = (label: string) =>
      dialog.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Student')).toHaveTextContent('Youssef Mostafa');
    expect(row('Assignment')).toHaveTextContent('Quadratics homework');
    expect(row('Subject')).toHaveTextContent('Mathematics');
    expect(row('Status')).toHaveTextContent('Graded');
    expect(row('Submitted')).toHaveTextContent(formatDateTime('2026-02-28T10:15:00.000Z'));
    expect(row('Grade')).toHaveTextContent('85/100');
    expect(row('Feedback')).toHaveTextContent('Much better.');
    expect(dialog.getByRole('button', { name: 'Download File 1' })).toHaveTextContent('Download File 1');
    expect(dialog.getByRole('button', { name: 'Download working.pdf' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Download correction marked.pdf' })).toBeInTheDocument();
    const history = within(dialog.getByRole('list', { name: 'Grade history' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent(
      `Karim Adel · ${formatDateTime('2026-03-02T09:00:00.000Z')} · — → 60`,
    );
    expect(history[1]).toHaveTextContent('Removed account');
    expect(history[1]).toHaveTextContent('60 → 85');

    // The file downloads from the server's link with the reader's session.
    // jsdom has no object URLs and cannot save a file: both are stood in for.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:answer';
        static override revokeObjectURL = () => {};
      },
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(dialog.getByRole('button', { name: 'Download File 1' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [download] = api.callsTo(`GET /api/homework-submissions/${SUBMISSION_IDS.homework}/file/0`);
    expect(download?.credentials).toBe('same-origin');
    expect(download?.headers.get('Authorization')).toBeNull();
    save.mockRestore();
  });

  it('shows the files of replaced hand-ins apart from the latest, in the details and beside the grading', async () => {
    const earlier = {
      index: 0,
      originalName: 'first-try.pdf',
      filename: 'stored-early.pdf',
      size: 10,
      url: `/api/homework-submissions/${SUBMISSION_IDS.homework}/earlier-file/0`,
    };
    stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([
        makeHomeworkSubmission({ earlierFiles: [earlier] }),
      ]),
    });
    renderApp(PATH, { user: teacher });
    const details = await openDialog(`View ${NAME}`, 'Submission Details');
    expect(details.dialog.getByText('Replaced files (earlier hand-ins)')).toBeInTheDocument();
    expect(
      details.dialog.getByRole('button', { name: 'Download replaced first-try.pdf' }),
    ).toBeInTheDocument();
    expect(details.dialog.getByRole('button', { name: 'Download answers.pdf' })).toBeInTheDocument();
    await details.user.click(details.dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const grading = await openDialog(`Grade ${NAME}`, 'Grade Submission');
    expect(
      grading.dialog.getByRole('button', { name: 'Download replaced first-try.pdf' }),
    ).toBeInTheDocument();
  });

  it("shows a quiz's score and correct answers, and a missing row as not submitted", async () => {
    stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeMissingHomework()]),
      'GET /api/quiz-submissions': submissionsReply([makeQuizSubmission()]),
    });
    renderApp(PATH, { user: teacher });
    const missing = await openDialog(`View ${NAME}`, 'Submission Details');
    expect(missing.dialog.getByRole('rowheader', { name: 'Submitted' }).closest('tr')).toHaveTextContent(
      'Not submitted',
    );
    expect(missing.dialog.getByRole('rowheader', { name: 'Status' }).closest('tr')).toHaveTextContent(
      'Missing',
    );
    expect(missing.dialog.getByText('No files')).toBeInTheDocument();
    await missing.user.click(missing.dialog.getByRole('button', { name: 'Close' }));

    await missing.user.click(screen.getByRole('tab', { name: 'Quizzes' }));
    const quiz = await openDialog('View Youssef Mostafa — Functions check', 'Submission Details');
    expect(quiz.dialog.getByText('1/2 correct')).toBeInTheDocument();
    expect(quiz.dialog.getByRole('rowheader', { name: 'Score' }).closest('tr')).toHaveTextContent('50%');
    expect(quiz.dialog.queryByText('Submitted files')).not.toBeInTheDocument();
  });
});
