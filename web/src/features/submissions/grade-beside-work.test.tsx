import { notifications } from '@mantine/notifications';
import type { SubmissionFile } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { maths } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  makeHomeworkSubmission,
  makeQuizSubmission,
  SUBMISSION_IDS,
  submissionsReply,
} from '../../../test/fixtures/submissions';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel' });
const PATH = '/student-submissions-admin';
const base = { 'GET /api/auth/me': meReply(teacher), 'GET /api/subjects': subjectsReply([maths]) };
const FILE = (index: number) => `GET /api/homework-submissions/${SUBMISSION_IDS.homework}/file/${index}`;

const file = (index: number, originalName: string): SubmissionFile => ({
  index,
  originalName,
  filename: `stored-${originalName}`,
  size: 100,
  url: `/api/homework-submissions/${SUBMISSION_IDS.homework}/file/${index}`,
});

/** jsdom has no object URLs: each file fetched for a preview gets `blob:{n}`, its Blob kept. */
function objectUrls() {
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        blobs.push(blob);
        return `blob:${blobs.length}`;
      };
      static override revokeObjectURL = (url: string) => {
        revoked.push(url);
      };
    },
  );
  return { blobs, revoked };
}

afterEach(() => notifications.clean());

async function openGrade(name = 'Youssef Mostafa — Quadratics homework') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Grade ${name}` }));
  const element = await screen.findByRole('dialog', { name: 'Grade Submission' });
  return { user, element, dialog: within(element) };
}

describe('the grade dialog shows the work beside the form', () => {
  it('shows a handed-in PDF inline, fetched with the session and typed as a PDF', async () => {
    const urls = objectUrls();
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
      [FILE(0)]: { body: '%PDF-1.7', headers: { 'Content-Type': 'text/html' } },
    });
    renderApp(PATH, { user: teacher });
    const { dialog, user } = await openGrade();

    const files = within(dialog.getByRole('region', { name: 'Submitted files' }));
    const frame = await files.findByTitle('Preview of answers.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:1');
    // Whatever type the reply claims, a .pdf is only ever handed to the PDF viewer.
    expect(urls.blobs[0]?.type).toBe('application/pdf');
    // The session is the cookie the browser sends itself: no token is read or sent by the page.
    expect(api.callsTo(FILE(0))[0]?.headers.get('Authorization')).toBeNull();
    expect(api.callsTo(FILE(0))[0]?.credentials).toBe('same-origin');
    expect(files.getByRole('button', { name: 'Download answers.pdf' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/Grade \(0-100\)/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(urls.revoked).toEqual(['blob:1']));
  });

  it('shows images inline, offers other files for download, one tab per file', async () => {
    const urls = objectUrls();
    stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([
        makeHomeworkSubmission({ files: [file(0, 'photo.JPG'), file(1, 'notes.docx')] }),
      ]),
      [FILE(0)]: { body: 'jpeg bytes' },
    });
    renderApp(PATH, { user: teacher });
    const { dialog, user } = await openGrade();

    const tabs = dialog.getByRole('tablist', { name: 'Submitted files' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['photo.JPG', 'notes.docx']);
    const image = await dialog.findByRole('img', { name: 'Preview of photo.JPG' });
    expect(image).toHaveAttribute('src', 'blob:1');
    expect(urls.blobs[0]?.type).toBe('image/jpeg');

    await user.click(within(tabs).getByRole('tab', { name: 'notes.docx' }));
    expect(
      await dialog.findByText('This kind of file cannot be shown here: download it to read it.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Download notes.docx' })).toBeInTheDocument();
    expect(urls.blobs).toHaveLength(1);
  });

  it('says when a file could not be loaded, with the reason, and tries again', async () => {
    objectUrls();
    let fail = true;
    const api = stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([makeHomeworkSubmission()]),
      [FILE(0)]: () =>
        fail ? { status: 404, body: { success: false, message: 'File not found' } } : { body: 'pdf' },
    });
    renderApp(PATH, { user: teacher });
    const { dialog, user } = await openGrade();

    const files = within(dialog.getByRole('region', { name: 'Submitted files' }));
    const alert = await files.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the file');
    expect(alert).toHaveTextContent('File not found');
    fail = false;
    await user.click(files.getByRole('button', { name: 'Try Again' }));
    expect(await files.findByTitle('Preview of answers.pdf')).toBeInTheDocument();
    expect(api.callsTo(FILE(0))).toHaveLength(2);
  });

  it('has no files column and no "Save and next ungraded" for quizzes, which are marked online', async () => {
    stubApi({
      ...base,
      'GET /api/homework-submissions': submissionsReply([]),
      'GET /api/quiz-submissions': submissionsReply([makeQuizSubmission({ grade: null })]),
    });
    renderApp(PATH, { user: teacher });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Quizzes' }));
    const { dialog } = await openGrade('Youssef Mostafa — Functions check');
    expect(dialog.getByText('Score: 50% (1/2 correct)')).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Submitted files' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Save and next ungraded' })).toBeNull();
  });
});

describe('Save and next ungraded', () => {
  const id = (n: number) => `cccccccc-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;
  const row = (n: number, name: string, grade: number | null = null) =>
    makeHomeworkSubmission({
      _id: id(n),
      student: {
        _id: `student-${n}`,
        studentId: `STU-${n}`,
        user: { firstName: name, lastName: 'Nour', email: `${name}@sabora.test` },
      },
      grade,
      status: grade === null ? 'submitted' : 'graded',
      feedback: grade === null ? '' : 'Good',
      files: [],
    });

  /** Submissions by `names`, in the list's order, 10 a page, graded as the stub receives grades. */
  function school(names: string[], gradedAtStart: number[] = []) {
    const grades = new Map<number, number>(gradedAtStart.map((n) => [n, 90]));
    const rows = () => names.map((name, n) => row(n, name, grades.get(n) ?? null));
    const handlers: NonNullable<Parameters<typeof stubApi>[0]> = {
      ...base,
      'GET /api/homework-submissions': ({ search }) => {
        const page = Number(new URLSearchParams(search).get('page'));
        const all = rows();
        return submissionsReply(all.slice((page - 1) * 10, page * 10), all.length);
      },
    };
    names.forEach((_, n) => {
      handlers[`PUT /api/homework-submissions/${id(n)}/grade`] = ({ body }) => {
        grades.set(n, Number((body as FormData).get('grade')));
        return { body: { success: true, message: 'Grade updated successfully!', data: {} } };
      };
    });
    return stubApi(handlers);
  }

  it('saves, then opens the next work waiting for a grade, skipping graded work, then says none is left', async () => {
    const api = school(['Amr', 'Badr', 'Celine'], [1]);
    renderApp(PATH, { user: teacher });
    const { dialog, user } = await openGrade('Amr Nour — Quadratics homework');

    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '75');
    await user.click(dialog.getByRole('button', { name: 'Save and next ungraded' }));

    const next = within(await screen.findByRole('dialog', { name: 'Grade Submission' }));
    expect(await next.findByText('Celine Nour — Quadratics homework')).toBeInTheDocument();
    expect(next.getByLabelText(/Grade \(0-100\)/)).toHaveValue(null);
    expect(api.callsTo(`PUT /api/homework-submissions/${id(0)}/grade`)).toHaveLength(1);
    expect(screen.getByText('Grade updated successfully!')).toBeInTheDocument();

    await user.type(next.getByLabelText(/Grade \(0-100\)/), '60');
    await user.click(next.getByRole('button', { name: 'Save and next ungraded' }));
    expect(await screen.findByText('No more ungraded submissions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PUT /api/homework-submissions/${id(2)}/grade`)).toHaveLength(1);
    // The list shows both grades.
    const list = screen.getByRole('list', { name: 'Homework submissions' });
    expect(
      await within(list).findByRole('button', { name: 'Update Grade Celine Nour — Quadratics homework' }),
    ).toBeInTheDocument();
  });

  it('goes on to the next page, then round to earlier work, in the order of the list', async () => {
    const names = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'B0'];
    // Waiting: A1 and A3 on page 1, B0 on page 2; the rest is graded.
    school(names, [0, 2, 4, 5, 6, 7, 8, 9]);
    renderApp(PATH, { user: teacher });
    const { dialog, user } = await openGrade('A3 Nour — Quadratics homework');
    await user.type(dialog.getByLabelText(/Grade \(0-100\)/), '80');
    await user.click(dialog.getByRole('button', { name: 'Save and next ungraded' }));
    let next = within(await screen.findByRole('dialog', { name: 'Grade Submission' }));
    expect(await next.findByText('B0 Nour — Quadratics homework')).toBeInTheDocument();
    // The list behind follows to the page of the work being graded.
    expect(
      await screen.findByRole('button', { name: 'Grade B0 Nour — Quadratics homework' }),
    ).toBeInTheDocument();

    await user.type(next.getByLabelText(/Grade \(0-100\)/), '70');
    await user.click(next.getByRole('button', { name: 'Save and next ungraded' }));
    next = within(await screen.findByRole('dialog', { name: 'Grade Submission' }));
    expect(await next.findByText('A1 Nour — Quadratics homework')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Grade A1 Nour — Quadratics homework' }),
    ).toBeInTheDocument();
  });
});
