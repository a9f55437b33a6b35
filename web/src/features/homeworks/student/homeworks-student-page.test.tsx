import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubXhr } from '../../../../test/fake-xhr';
import { stubApi } from '../../../../test/fetch-stub';
import {
  homeworksReply,
  makeHomeworkSubmission,
  makeStudentHomework,
  PAST,
} from '../../../../test/fixtures/homeworks-student';
import { handIn } from '../../../../test/hand-in';
import { meReply, renderApp } from '../../../../test/render-app';
import { wholeText } from '../../../../test/whole-text';

const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });
const me = { 'GET /api/auth/me': meReply(student) };
const submissionsReply = (data: unknown[]) => ({ body: { success: true, data } });

const worksheet = makeStudentHomework({
  questions: [
    {
      _id: 'q-1',
      subject: 'subject-1',
      chapter: 'chapter-1',
      title: 'What is the unit of force?',
      header: 'Think of Newton.',
      questionText: 'What is the unit of force?',
      options: ['Newton', 'Joule', '', 'Watt'],
      videoLink: '',
      image: '/api/homeworks/homework-1/questions/q-1/image',
      createdAt: '2026-01-05T09:00:00.000Z',
    },
  ],
});
const essay = makeStudentHomework({
  _id: 'homework-2',
  title: 'Poetry essay',
  text: 'Write about a poem you like.',
  subject: { _id: 'subject-2', name: 'English', title: 'English' },
  chapter: { _id: 'chapter-2', title: 'Romantic poets', order: 2 },
  fileUrl: null,
  file: null,
});

const fileInput = (card: HTMLElement) => {
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('student homeworks (/homeworks-students)', { timeout: 15_000 }, () => {
  it('shows each homework with subject, chapter, due date, text, its file and its questions to read', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': async () => {
        await loaded;
        return homeworksReply([worksheet, essay]);
      },
      'GET /api/homework-submissions/my': submissionsReply([]),
      'PUT /api/homeworks/homework-1/answers': { body: { success: true, message: 'Answers saved' } },
    });
    renderApp('/homeworks-students', { user: student });

    expect(await screen.findByText('Loading homeworks...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Homeworks' })).toBeInTheDocument();
    expect(screen.getByText('All homeworks assigned to your enrolled subjects.')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Forces worksheet' }));
    expect(card.getByText(wholeText('Subject: Physics'))).toBeInTheDocument();
    expect(card.getByText(wholeText('Chapter: Newton laws'))).toBeInTheDocument();
    expect(card.getByText('Answer every question on the worksheet.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download homework file forces.pdf' })).toBeInTheDocument();
    const questions = within(card.getByRole('region', { name: 'Questions: Forces worksheet' }));
    // Answered here: lettered options without the blank slot, each choice saved at once.
    const group = within(questions.getByRole('radiogroup', { name: '1. What is the unit of force?' }));
    expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Newton',
      'Joule',
      'Watt',
    ]);
    expect(group.getByRole('radio', { name: 'C. Watt' })).toBeInTheDocument();
    await userEvent.setup().click(group.getByRole('radio', { name: 'B. Joule' }));
    expect(await questions.findByText('Answers saved')).toBeInTheDocument();
    expect(questions.getByText('Answered 1 of 1')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/homeworks/homework-1/answers')[0]?.body).toEqual({
      answers: [{ question: 'q-1', selectedAnswer: 'Joule' }],
    });
    expect(questions.getByRole('img', { name: 'Figure for: What is the unit of force?' })).toHaveAttribute(
      'src',
      '/api/homeworks/homework-1/questions/q-1/image',
    );
    const other = within(screen.getByRole('article', { name: 'Poetry essay' }));
    expect(other.queryByRole('button', { name: /^Download homework file/ })).not.toBeInTheDocument();
    expect(other.queryByRole('region', { name: /^Questions/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/homeworks/student/my-homeworks')[0]?.search).toBe('?page=1&limit=100');
  });

  it('reads the status line in each of its four cases, with the form only when the homework is open', async () => {
    const graded = makeStudentHomework({ _id: 'hw-graded', title: 'Graded one', dueDate: PAST });
    const waiting = makeStudentHomework({ _id: 'hw-waiting', title: 'Waiting one' });
    const open = makeStudentHomework({ _id: 'hw-open', title: 'Open one' });
    const closed = makeStudentHomework({ _id: 'hw-closed', title: 'Closed one', dueDate: PAST });
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([graded, waiting, open, closed]),
      'GET /api/homework-submissions/my': submissionsReply([
        makeHomeworkSubmission(graded, {
          _id: 'sub-g',
          status: 'graded',
          grade: 92,
          feedback: 'Very clear.',
          correctionFiles: [
            {
              index: 0,
              originalName: 'corrected.pdf',
              filename: 'c.pdf',
              size: 10,
              url: '/api/homework-submissions/sub-g/correction-file/0',
            },
          ],
        }),
        makeHomeworkSubmission(waiting),
      ]),
    });
    renderApp('/homeworks-students', { user: student });

    const gradedCard = within(await screen.findByRole('article', { name: 'Graded one' }));
    expect(gradedCard.getByText('Graded: 92/100')).toBeInTheDocument();
    expect(gradedCard.getByText(wholeText('Feedback: Very clear.'))).toBeInTheDocument();
    expect(gradedCard.getByRole('button', { name: 'Download correction corrected.pdf' })).toBeInTheDocument();
    expect(gradedCard.getByRole('button', { name: 'Download my-worksheet.pdf' })).toBeInTheDocument();
    expect(gradedCard.queryByLabelText('Your homework files')).not.toBeInTheDocument();

    const waitingCard = within(screen.getByRole('article', { name: 'Waiting one' }));
    expect(waitingCard.getByText('Submitted, awaiting grading')).toBeInTheDocument();
    expect(waitingCard.getByRole('button', { name: 'Download my-worksheet.pdf' })).toBeInTheDocument();
    expect(waitingCard.queryByLabelText('Your homework files')).not.toBeInTheDocument();

    const openCard = within(screen.getByRole('article', { name: 'Open one' }));
    expect(openCard.getByText('Not submitted')).toBeInTheDocument();
    expect(openCard.getByLabelText('Your homework files')).toBeInTheDocument();

    const closedCard = within(screen.getByRole('article', { name: 'Closed one' }));
    expect(closedCard.getByText('Submission closed')).toBeInTheDocument();
    expect(closedCard.queryByLabelText('Your homework files')).not.toBeInTheDocument();
    expect(closedCard.queryByRole('button', { name: 'Submit Homework' })).not.toBeInTheDocument();

    // What is still to do comes first, then what waits for a grade, what is graded and what was missed.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'To do (1)',
      'Handed in, awaiting a grade (1)',
      'Graded (1)',
      'Missed (1)',
    ]);
    const inSection = (name: RegExp) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('article')
        .map((card) => card.ariaLabel);
    expect(inSection(/^To do/)).toEqual(['Open one']);
    expect(inSection(/^Handed in/)).toEqual(['Waiting one']);
    expect(inSection(/^Graded/)).toEqual(['Graded one']);
    expect(inSection(/^Missed/)).toEqual(['Closed one']);
  });

  it('sends homeworkId and the files, disabled without files and while sending, then the item refreshes', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet]),
      'GET /api/homework-submissions/my': submissionsReply([]),
      'POST /api/homework-submissions/submit': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/homework-submissions/my/homework-1': {
        body: { success: true, submitted: true, submission: makeHomeworkSubmission(worksheet) },
      },
    });
    renderApp('/homeworks-students', { user: student });
    const article = await screen.findByRole('article', { name: 'Forces worksheet' });
    const card = within(article);
    const user = userEvent.setup();

    expect(card.getByText('Not submitted')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Submit Homework' })).toBeDisabled();
    await user.upload(fileInput(article), [pdf('part-a.pdf'), pdf('part-b.pdf')]);
    // Asked first, with the files listed: a hand-in is not taken back.
    const listed = await handIn(
      user,
      card.getByRole('button', { name: 'Submit Homework' }),
      'Submit Homework',
    );
    expect(listed).toEqual([
      expect.stringMatching(/^part-a\.pdf \(/),
      expect.stringMatching(/^part-b\.pdf \(/),
    ]);

    await waitFor(() => expect(api.callsTo('POST /api/homework-submissions/submit')).toHaveLength(1));
    expect(card.getByRole('button', { name: 'Submit Homework' })).toBeDisabled();
    const body = api.callsTo('POST /api/homework-submissions/submit')[0]?.body as FormData;
    expect(body.get('homeworkId')).toBe('homework-1');
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['part-a.pdf', 'part-b.pdf']);

    answer({ status: 201, body: { success: true, message: 'Submitted successfully!' } });
    expect(await card.findByText('Submitted successfully!')).toBeInTheDocument();
    expect(card.getByText('Submitted, awaiting grading')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Submit Homework' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/homework-submissions/my/homework-1')).toHaveLength(1);
  });

  it('sends nothing when the student cancels the hand-in dialog', async () => {
    const api = stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet]),
      'GET /api/homework-submissions/my': submissionsReply([]),
    });
    renderApp('/homeworks-students', { user: student });
    const article = await screen.findByRole('article', { name: 'Forces worksheet' });
    const user = userEvent.setup();
    await user.upload(fileInput(article), pdf('draft.pdf'));
    await user.click(within(article).getByRole('button', { name: 'Submit Homework' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand in these files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/homework-submissions/submit')).toHaveLength(0);
    expect(within(article).getByRole('button', { name: 'Submit Homework' })).toBeEnabled();
  });

  it('shows how much of the hand-in is sent, and Cancel Upload stops it with nothing handed in', async () => {
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet]),
      'GET /api/homework-submissions/my': submissionsReply([]),
    });
    const xhr = stubXhr();
    renderApp('/homeworks-students', { user: student });
    const article = await screen.findByRole('article', { name: 'Forces worksheet' });
    const card = within(article);
    const user = userEvent.setup();
    await user.upload(fileInput(article), pdf('exam-scan.pdf'));
    await handIn(user, card.getByRole('button', { name: 'Submit Homework' }), 'Submit Homework');

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last().method).toBe('POST');
    expect(xhr.last().url).toBe('/api/homework-submissions/submit');
    act(() => xhr.last().progress(40, 100));
    expect(card.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');

    await user.click(card.getByRole('button', { name: 'Cancel Upload' }));
    expect(xhr.last().aborted).toBe(true);
    expect(await card.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    // Still not handed in: the form is there to try again.
    expect(card.getByText('Not submitted')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Submit Homework' })).toBeEnabled();
  });

  it('replaces an ungraded hand-in before the due date, asking first, and offers nothing once graded or due', async () => {
    const handedIn = makeHomeworkSubmission(worksheet);
    const graded = makeHomeworkSubmission(essay, { status: 'graded', grade: 90 });
    const closedHomework = makeStudentHomework({ _id: 'homework-3', title: 'Closed one', dueDate: PAST });
    const closed = makeHomeworkSubmission(closedHomework);
    const replacedReply = makeHomeworkSubmission(worksheet, {
      files: [{ ...handedIn.files[0]!, originalName: 'right-file.pdf' }],
      earlierFiles: [
        { ...handedIn.files[0]!, url: `/api/homework-submissions/${handedIn._id}/earlier-file/0` },
      ],
    });
    const api = stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet, essay, closedHomework]),
      'GET /api/homework-submissions/my': submissionsReply([handedIn, graded, closed]),
      [`PUT /api/homework-submissions/${handedIn._id}/files`]: {
        body: { success: true, message: 'Hand-in replaced.', data: replacedReply },
      },
    });
    renderApp('/homeworks-students', { user: student });
    const article = await screen.findByRole('article', { name: 'Forces worksheet' });
    const card = within(article);
    const user = userEvent.setup();
    for (const title of ['Poetry essay', 'Closed one']) {
      const other = within(screen.getByRole('article', { name: title }));
      expect(other.queryByRole('button', { name: 'Replace Files' })).not.toBeInTheDocument();
    }

    expect(card.getByText(/You can replace your files until the due date/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Replace Files' }));
    await user.upload(fileInput(article), pdf('right-file.pdf'));
    await user.click(card.getByRole('button', { name: 'Replace Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your hand-in with these files?' });
    expect(within(dialog).getByText(/the earlier ones are kept in the history/)).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(/^right-file\.pdf/);
    await user.click(within(dialog).getByRole('button', { name: 'Replace Files' }));

    expect(await card.findByText('Hand-in replaced.')).toBeInTheDocument();
    const [call] = api.callsTo(`PUT /api/homework-submissions/${handedIn._id}/files`);
    expect(((call!.body as FormData).getAll('files') as File[]).map((file) => file.name)).toEqual([
      'right-file.pdf',
    ]);
    expect(card.getByRole('button', { name: /right-file\.pdf/ })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /my-worksheet\.pdf/ })).not.toBeInTheDocument();
  });

  it('keeps the hand-in when the replacement is refused, with the server’s reason', async () => {
    const handedIn = makeHomeworkSubmission(worksheet);
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet]),
      'GET /api/homework-submissions/my': submissionsReply([handedIn]),
      [`PUT /api/homework-submissions/${handedIn._id}/files`]: {
        status: 409,
        body: {
          success: false,
          code: 'handInGraded',
          message: 'This work has been graded: its files can no longer be replaced.',
        },
      },
    });
    renderApp('/homeworks-students', { user: student });
    const article = await screen.findByRole('article', { name: 'Forces worksheet' });
    const card = within(article);
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Replace Files' }));
    await user.upload(fileInput(article), pdf('other.pdf'));
    await user.click(card.getByRole('button', { name: 'Replace Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your hand-in with these files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace Files' }));
    expect(
      await card.findByText('This work has been graded: its files can no longer be replaced.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: /my-worksheet\.pdf/ })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Keep These Files' }));
    expect(card.queryByRole('button', { name: 'Keep These Files' })).not.toBeInTheDocument();
  });

  it("prefers the server's message, and says 'Failed to submit homework' when there is none", async () => {
    let reply = { status: 409, body: { success: false, message: 'Submission closed' } };
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet]),
      'GET /api/homework-submissions/my': submissionsReply([]),
      'POST /api/homework-submissions/submit': () => reply,
    });
    renderApp('/homeworks-students', { user: student });
    const article = await screen.findByRole('article', { name: 'Forces worksheet' });
    const user = userEvent.setup();

    await user.upload(fileInput(article), pdf('answers.pdf'));
    await handIn(user, within(article).getByRole('button', { name: 'Submit Homework' }), 'Submit Homework');
    expect(await within(article).findByRole('alert')).toHaveTextContent('Submission closed');

    reply = { status: 502, body: {} as never };
    await handIn(user, within(article).getByRole('button', { name: 'Submit Homework' }), 'Submit Homework');
    await waitFor(() =>
      expect(within(article).getByRole('alert')).toHaveTextContent('Failed to submit homework'),
    );
  });

  it('filters as the student types and pages by 10', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      makeStudentHomework({ _id: `hw-${i + 1}`, title: `Worksheet ${i + 1}` }),
    );
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([...many, essay]),
      'GET /api/homework-submissions/my': submissionsReply([]),
    });
    renderApp('/homeworks-students', { user: student });
    await screen.findByRole('article', { name: 'Worksheet 1' });
    const user = userEvent.setup();
    const pager = () => within(screen.getByRole('navigation', { name: 'Homeworks pages' }));

    expect(pager().getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(pager().getByRole('button', { name: 'Last page' }));
    expect(pager().getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search homeworks'), 'romantic');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Poetry essay',
    ]);
    expect(pager().getByText('Page 1 of 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search homeworks'), 'zzz');
    expect(screen.getByText('No homeworks match "romanticzzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search homeworks')).toHaveValue('');
    expect(pager().getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it("says 'No homeworks assigned to your subjects.' and shows load failures in red", async () => {
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([]),
      'GET /api/homework-submissions/my': submissionsReply([]),
    });
    const first = renderApp('/homeworks-students', { user: student });
    expect(await screen.findByText('No homeworks assigned to your subjects.')).toBeInTheDocument();
    first.unmount();

    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': { status: 500, body: {} },
      'GET /api/homework-submissions/my': submissionsReply([]),
    });
    renderApp('/homeworks-students', { user: student });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to load homeworks');
    expect(error).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  // The homeworks in Arabic: title, the questions' heading and count, the status line.
  it('shows the homeworks in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      ...me,
      'GET /api/homeworks/student/my-homeworks': homeworksReply([worksheet]),
      'GET /api/homework-submissions/my': submissionsReply([]),
    });
    renderApp('/homeworks-students', { user: student });

    expect(await screen.findByRole('heading', { name: 'الواجبات' })).toBeInTheDocument();
    const questions = await screen.findByRole('region', { name: /^الأسئلة: / });
    expect(within(questions).getByText('الأسئلة (١)')).toBeInTheDocument();
    expect(within(questions).getByText('أجبت عن ٠ من ١')).toBeInTheDocument();
    expect(screen.getByText('لم يُسلَّم')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'للإنجاز (١)' })).toBeInTheDocument();
  });
});
