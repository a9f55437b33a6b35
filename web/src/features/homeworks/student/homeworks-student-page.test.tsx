import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import {
  homeworksReply,
  makeHomeworkSubmission,
  makeStudentHomework,
  PAST,
} from '../../../../test/fixtures/homeworks-student';
import { essay, me, student, submissionsReply, worksheet } from '../../../../test/homeworks-student-page';
import { renderApp } from '../../../../test/render-app';
import { wholeText } from '../../../../test/whole-text';

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
