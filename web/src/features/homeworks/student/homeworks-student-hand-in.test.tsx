import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '../../../../test/fake-xhr';
import { stubApi } from '../../../../test/fetch-stub';
import {
  homeworksReply,
  makeHomeworkSubmission,
  makeStudentHomework,
  PAST,
} from '../../../../test/fixtures/homeworks-student';
import { handIn } from '../../../../test/hand-in';
import {
  essay,
  fileInput,
  me,
  pdf,
  student,
  submissionsReply,
  worksheet,
} from '../../../../test/homeworks-student-page';
import { renderApp } from '../../../../test/render-app';

describe('handing homework in (/homeworks-students)', { timeout: 15_000 }, () => {
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
});
