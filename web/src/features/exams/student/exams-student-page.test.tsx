import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import {
  examsReply,
  FUTURE,
  makeExamSubmission,
  makeStudentExam,
  PAST,
  submissionFile,
} from '../../../../test/fixtures/exams-student';
import { handIn } from '../../../../test/hand-in';
import { meReply, renderApp } from '../../../../test/render-app';
import { wholeText } from '../../../../test/whole-text';
import { calendarKeys } from '../../../lib/calendar/keys';

const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });
const me = { 'GET /api/auth/me': meReply(student) };
const noSubmissions = { 'GET /api/exam-submissions/my': { body: { success: true, data: [] } } };

const algebra = makeStudentExam();
const chemistry = makeStudentExam({
  _id: 'exam-2',
  title: 'Organic chemistry final',
  description: 'Alkanes and alkenes.',
  subject: { _id: 'subject-2', name: 'Chemistry', title: 'Chemistry' },
  dueDate: '2099-01-10T10:00:00.000Z',
  file: null,
  fileUrl: null,
});
const biology = makeStudentExam({
  _id: 'exam-3',
  title: 'Cells quiz paper',
  description: 'Mitochondria and the nucleus.',
  subject: { _id: 'subject-3', name: 'Biology', title: 'Biology' },
  dueDate: '2099-12-24T10:00:00.000Z',
});

const titles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('student exams (/exams-students)', { timeout: 15_000 }, () => {
  it('shows each exam with its subject, due date, description and the exam file, or says none is attached', async () => {
    const api = stubApi({
      ...me,
      ...noSubmissions,
      'GET /api/exams/student/my-exams': examsReply([algebra, chemistry]),
    });
    renderApp('/exams-students', { user: student });

    expect(await screen.findByRole('heading', { name: 'Exams' })).toBeInTheDocument();
    expect(screen.getByText('A list of all the exams in your website.')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Algebra midterm' }));
    expect(card.getByText(wholeText('Subject: Mathematics'))).toBeInTheDocument();
    expect(card.getByText('Chapters 1 to 3, show your working.')).toBeInTheDocument();
    expect(
      card.getByText(new Date(FUTURE).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download exam file algebra-midterm.pdf' })).toBeInTheDocument();
    const other = within(screen.getByRole('article', { name: 'Organic chemistry final' }));
    expect(other.queryByRole('button', { name: /^Download exam file/ })).not.toBeInTheDocument();
    expect(other.getByText('No paper attached')).toBeInTheDocument();
    expect(card.queryByText('No paper attached')).not.toBeInTheDocument();
    // The whole list is read at once, so the search and the sort cover every exam.
    expect(api.callsTo('GET /api/exams/student/my-exams')[0]?.search).toBe('?page=1&limit=100');
  });

  it('filters by title, subject or description as the student types', async () => {
    stubApi({
      ...me,
      ...noSubmissions,
      'GET /api/exams/student/my-exams': examsReply([algebra, chemistry, biology]),
    });
    renderApp('/exams-students', { user: student });
    await screen.findByRole('article', { name: 'Algebra midterm' });
    const user = userEvent.setup();
    const search = screen.getByLabelText('Search exams');

    await user.type(search, 'chemistry');
    expect(titles()).toEqual(['Organic chemistry final']);
    await user.clear(search);
    await user.type(search, 'MITOCHONDRIA');
    expect(titles()).toEqual(['Cells quiz paper']);
    await user.clear(search);
    await user.type(search, 'mathematics');
    expect(titles()).toEqual(['Algebra midterm']);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No exams match "mathematicszzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(titles()).toContain('Algebra midterm');
  });

  it("orders by due date, soonest first, and 'Due Date' flips the order", async () => {
    stubApi({
      ...me,
      ...noSubmissions,
      'GET /api/exams/student/my-exams': examsReply([biology, algebra, chemistry]),
    });
    renderApp('/exams-students', { user: student });
    await screen.findByRole('article', { name: 'Algebra midterm' });
    const user = userEvent.setup();

    expect(titles()).toEqual(['Organic chemistry final', 'Algebra midterm', 'Cells quiz paper']);
    await user.click(screen.getByRole('button', { name: 'Due Date' }));
    expect(titles()).toEqual(['Cells quiz paper', 'Algebra midterm', 'Organic chemistry final']);
    expect(screen.getByText('Latest due first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Due Date' }));
    expect(titles()).toEqual(['Organic chemistry final', 'Algebra midterm', 'Cells quiz paper']);
  });

  it("pages by 10 with 'Page X of Y', first and previous disabled on page 1 and a fixed page size", async () => {
    const exams = Array.from({ length: 12 }, (_, i) =>
      makeStudentExam({
        _id: `exam-${i + 1}`,
        title: `Exam ${String(i + 1).padStart(2, '0')}`,
        dueDate: `2099-01-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      }),
    );
    stubApi({ ...me, ...noSubmissions, 'GET /api/exams/student/my-exams': examsReply(exams) });
    renderApp('/exams-students', { user: student });
    await screen.findByRole('article', { name: 'Exam 01' });
    const user = userEvent.setup();
    const pager = within(screen.getByRole('navigation', { name: 'Exams pages' }));

    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(pager.getByLabelText('Per page')).toBeDisabled();
    expect(pager.getByLabelText('Per page')).toHaveValue('10');

    await user.click(pager.getByRole('button', { name: 'Next page' }));
    expect(pager.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Exam 11', 'Exam 12']);
    expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'First page' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('hides the upload form and warns once the due date has passed, unless the exam was re-opened', async () => {
    const closed = makeStudentExam({ _id: 'exam-closed', title: 'Closed exam', dueDate: PAST });
    const reopened = makeStudentExam({
      _id: 'exam-open',
      title: 'Re-opened exam',
      dueDate: PAST,
      reopened: true,
    });
    stubApi({ ...me, ...noSubmissions, 'GET /api/exams/student/my-exams': examsReply([closed, reopened]) });
    renderApp('/exams-students', { user: student });

    const card = within(await screen.findByRole('article', { name: 'Closed exam' }));
    expect(card.getByText('Due date has passed. Late submissions are not allowed.')).toBeInTheDocument();
    expect(card.queryByLabelText('Your answer files')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Submit Exam' })).not.toBeInTheDocument();

    const open = within(screen.getByRole('article', { name: 'Re-opened exam' }));
    expect(open.getByLabelText('Your answer files')).toBeInTheDocument();
    expect(open.getByText('This exam was re-opened: a submission now is marked late.')).toBeInTheDocument();
    expect(
      open.queryByText('Due date has passed. Late submissions are not allowed.'),
    ).not.toBeInTheDocument();
  });

  it('sends examId and the chosen files, keeps submit disabled without files and while sending, then shows the submission', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({
      ...me,
      ...noSubmissions,
      'GET /api/exams/student/my-exams': examsReply([algebra]),
      'POST /api/exam-submissions/submit': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/exam-submissions/my/exam-1': {
        body: { success: true, submitted: true, submission: makeExamSubmission(algebra) },
      },
    });
    const { queryClient } = renderApp('/exams-students', { user: student });
    queryClient.setQueryData(calendarKeys.dueDates(), []);
    const card = within(await screen.findByRole('article', { name: 'Algebra midterm' }));
    const user = userEvent.setup();

    expect(card.getByRole('button', { name: 'Submit Exam' })).toBeDisabled();
    await user.upload(fileInput(), [pdf('page-1.pdf'), pdf('page-2.pdf')]);
    expect(card.getByRole('button', { name: 'Submit Exam' })).toBeEnabled();
    await handIn(user, card.getByRole('button', { name: 'Submit Exam' }), 'Submit Exam');

    await waitFor(() => expect(api.callsTo('POST /api/exam-submissions/submit')).toHaveLength(1));
    expect(card.getByRole('button', { name: 'Submit Exam' })).toBeDisabled();
    const body = api.callsTo('POST /api/exam-submissions/submit')[0]?.body as FormData;
    expect(body.get('examId')).toBe('exam-1');
    expect((body.getAll('files[]') as File[]).map((file) => file.name)).toEqual(['page-1.pdf', 'page-2.pdf']);

    answer({ status: 201, body: { success: true, message: 'Submitted successfully!' } });
    expect(await card.findByText('Submitted successfully!')).toBeInTheDocument();
    expect(card.getByText('Submitted')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download my-answers.pdf' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Submit Exam' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/exam-submissions/my/exam-1')).toHaveLength(1);
    expect(queryClient.getQueryState(calendarKeys.dueDates())?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal, or 'Failed to submit exam' when it gives no reason", async () => {
    let reply = { status: 409, body: { success: false, message: 'You have already submitted this exam.' } };
    stubApi({
      ...me,
      ...noSubmissions,
      'GET /api/exams/student/my-exams': examsReply([algebra]),
      'POST /api/exam-submissions/submit': () => reply,
    });
    renderApp('/exams-students', { user: student });
    const card = within(await screen.findByRole('article', { name: 'Algebra midterm' }));
    const user = userEvent.setup();

    await user.upload(fileInput(), pdf('answers.pdf'));
    await handIn(user, card.getByRole('button', { name: 'Submit Exam' }), 'Submit Exam');
    expect(await card.findByRole('alert')).toHaveTextContent('You have already submitted this exam.');

    reply = { status: 500, body: { success: false } as never };
    await handIn(user, card.getByRole('button', { name: 'Submit Exam' }), 'Submit Exam');
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent('Failed to submit exam'));
  });

  it('refuses a file type the school does not accept before sending anything', async () => {
    const api = stubApi({
      ...me,
      ...noSubmissions,
      'GET /api/exams/student/my-exams': examsReply([algebra]),
    });
    renderApp('/exams-students', { user: student });
    const card = within(await screen.findByRole('article', { name: 'Algebra midterm' }));
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), new File(['x'], 'virus.exe'));
    expect(card.getByText(/virus\.exe is not an accepted file type/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Submit Exam' })).toBeDisabled();
    expect(api.callsTo('POST /api/exam-submissions/submit')).toHaveLength(0);
  });

  it('shows a graded submission with its grade, feedback, files and correction files', async () => {
    const graded = makeExamSubmission(algebra, {
      _id: 'sub-9',
      status: 'graded',
      isLate: true,
      grade: 85,
      feedback: 'Good work, check question 3.',
      files: [submissionFile('file', 'sub-9', 0, 'my-answers.pdf')],
      correctionFiles: [submissionFile('correction-file', 'sub-9', 0, 'marked.pdf')],
    });
    const late = makeExamSubmission(chemistry, { isLate: true, status: 'late' });
    const api = stubApi({
      ...me,
      'GET /api/exams/student/my-exams': examsReply([algebra, chemistry]),
      'GET /api/exam-submissions/my': { body: { success: true, data: [graded, late] } },
      'GET /api/exam-submissions/sub-9/correction-file/0': { body: {} },
    });
    renderApp('/exams-students', { user: student });
    const card = within(await screen.findByRole('article', { name: 'Algebra midterm' }));

    expect(card.getByText('Graded')).toBeInTheDocument();
    expect(card.getByText('Grade: 85%')).toBeInTheDocument();
    expect(card.getByText(wholeText('Feedback: Good work, check question 3.'))).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download my-answers.pdf' })).toBeInTheDocument();
    expect(card.queryByLabelText('Your answer files')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Organic chemistry final' })).getByText('Late'),
    ).toBeInTheDocument();

    // The correction downloads from its own link with the student's session.
    // jsdom has no object URLs and cannot save a file: both are stood in for.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:marked';
        static override revokeObjectURL = () => {};
      },
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.setup().click(card.getByRole('button', { name: 'Download correction marked.pdf' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(api.callsTo('GET /api/exam-submissions/sub-9/correction-file/0')).toHaveLength(1);
    save.mockRestore();
  });

  it('shows a picture and a short text when there are no exams, and an error when they cannot be loaded', async () => {
    stubApi({ ...me, ...noSubmissions, 'GET /api/exams/student/my-exams': examsReply([]) });
    const first = renderApp('/exams-students', { user: student });
    expect(await screen.findByRole('img', { name: 'An empty exam paper' })).toBeInTheDocument();
    expect(screen.getByText('You have no exams yet.')).toBeInTheDocument();
    first.unmount();

    stubApi({ ...me, ...noSubmissions, 'GET /api/exams/student/my-exams': { status: 500, body: {} } });
    renderApp('/exams-students', { user: student });
    expect(await screen.findByText('Failed to load exams')).toBeInTheDocument();
  });

  // The exams in Arabic: heading, search and the empty state.
  it('shows the exams page in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({ ...me, ...noSubmissions, 'GET /api/exams/student/my-exams': examsReply([]) });
    renderApp('/exams-students', { user: student });

    expect(await screen.findByRole('heading', { name: 'الامتحانات' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد امتحانات')).toBeInTheDocument();
    expect(screen.getByText('ليس لديك امتحانات بعد.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ورقة امتحان فارغة' })).toBeInTheDocument();
  });
});
