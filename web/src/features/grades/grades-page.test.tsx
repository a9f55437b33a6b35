import type { System } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeExamSubmission, makeStudentExam } from '../../../test/fixtures/exams-student';
import { makeHomeworkSubmission, makeStudentHomework } from '../../../test/fixtures/homeworks-student';
import { listReply, makeQuizSubmission } from '../../../test/fixtures/quizzes-student';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });

const quadratics = makeStudentHomework({ _id: 'hw-1', title: 'Quadratics worksheet' });
const gradedHomework = makeHomeworkSubmission(quadratics, {
  status: 'graded',
  grade: 88,
  feedback: 'Check the sign in question 3.',
  submittedAt: '2026-03-03T09:00:00.000Z',
  correctionFiles: [
    {
      index: 0,
      originalName: 'worked-solutions.pdf',
      filename: 'stored-c0.pdf',
      size: 900,
      url: '/api/homework-submissions/submission-hw-1/correction-file/0',
    },
  ],
});
const quiz = makeQuizSubmission({ grade: 55, submittedAt: '2026-03-02T09:00:00.000Z' });
const mock = makeStudentExam({
  _id: 'exam-1',
  title: 'Mock paper 1',
  subject: { _id: 'subject-9', name: 'Chemistry', title: 'Chemistry' },
});
const pendingExam = makeExamSubmission(mock, { submittedAt: '2026-03-04T09:00:00.000Z' });

/** A graded homework in a subject of this system. */
function gradedIn(system: System, title: string, grade: number) {
  const submission = makeHomeworkSubmission(makeStudentHomework({ _id: `hw-${system}-${grade}`, title }), {
    status: 'graded',
    grade,
  });
  const { homework } = submission;
  return { ...submission, homework: { ...homework, subject: { ...homework.subject, system } } };
}

function stubGrades(lists: { homeworks?: unknown[]; quizzes?: unknown[]; exams?: unknown[] }) {
  return stubApi({
    'GET /api/auth/me': meReply(student),
    'GET /api/homework-submissions/my': listReply(lists.homeworks ?? []),
    'GET /api/quiz-submissions/my': listReply(lists.quizzes ?? []),
    'GET /api/exam-submissions/my': listReply(lists.exams ?? []),
    'GET /api/students/me/progress': {
      body: { success: true, data: { subjects: [], attendance: { attended: 0, total: 0 } } },
    },
  });
}

const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Grades' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('grades (/grades)', { timeout: 15_000 }, () => {
  it('shows the titles, the six stat cards and a card per submission with grade, band, badge and feedback', async () => {
    stubGrades({ homeworks: [gradedHomework], quizzes: [quiz], exams: [pendingExam] });
    renderApp('/grades', { user: student });

    expect(await screen.findByText('Loading your grades...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Grades' })).toBeInTheDocument();
    expect(screen.getByText('Track your academic performance across all subjects')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Grades' });
    expect(stat('Total Assignments')).toBe('3');
    expect(stat('Completed')).toBe('2');
    expect(stat('Pending')).toBe('1');
    expect(stat('Average Grade')).toBe('71.5%');
    expect(stat('Highest Grade')).toBe('88%');
    expect(stat('Lowest Grade')).toBe('55%');

    const homework = within(screen.getByRole('listitem', { name: 'Quadratics worksheet' }));
    expect(homework.getByText('88/100')).toBeInTheDocument();
    expect(homework.getByLabelText('Band B')).toHaveTextContent('B');
    expect(homework.getByText('Graded')).toBeInTheDocument();
    // The teacher's words keep their own direction inside the card (docs/i18n.md).
    expect(homework.getByText('Check the sign in question 3.').tagName).toBe('BDI');
    expect(
      homework.getByRole('button', { name: 'Download correction worked-solutions.pdf' }),
    ).toBeInTheDocument();

    expect(
      within(screen.getByRole('listitem', { name: 'Motion basics' })).getByLabelText('Band F'),
    ).toBeInTheDocument();
    const exam = within(screen.getByRole('listitem', { name: 'Mock paper 1' }));
    expect(exam.getByText('Submitted')).toBeInTheDocument();
    expect(exam.getByText('Not graded yet')).toBeInTheDocument();
  });

  it('counts each tab, filters by tab, subject and search, and sorts both ways', async () => {
    stubGrades({ homeworks: [gradedHomework], quizzes: [quiz], exams: [pendingExam] });
    renderApp('/grades', { user: student });
    await screen.findByRole('list', { name: 'Grades' });
    const user = userEvent.setup();

    for (const name of ['All (3)', 'Exams (1)', 'Quizzes (1)', 'Homeworks (1)']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    // Newest first by default.
    expect(cardTitles()).toEqual(['Mock paper 1', 'Quadratics worksheet', 'Motion basics']);
    await user.click(screen.getByRole('button', { name: 'Sort order: Descending' }));
    expect(cardTitles()).toEqual(['Motion basics', 'Quadratics worksheet', 'Mock paper 1']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Grade');
    expect(cardTitles()).toEqual(['Mock paper 1', 'Motion basics', 'Quadratics worksheet']);

    await user.click(screen.getByRole('tab', { name: 'Quizzes (1)' }));
    expect(cardTitles()).toEqual(['Motion basics']);
    await user.click(screen.getByRole('tab', { name: 'All (3)' }));

    await user.selectOptions(screen.getByLabelText('Subject'), 'Chemistry');
    expect(cardTitles()).toEqual(['Mock paper 1']);

    await user.type(screen.getByRole('textbox', { name: 'Search assignments' }), 'quadratics');
    expect(screen.getByText('No grades match "quadratics"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardTitles()).toEqual(['Mock paper 1']);
  });

  it("shows each band on its subject's scale: IGCSE A* to G or U, American A to F, National none", async () => {
    stubGrades({
      homeworks: [
        gradedIn('IGCSE', 'Circle theorems', 90),
        gradedIn('IGCSE', 'Vectors', 60),
        gradedIn('IGCSE', 'Loci', 19),
        gradedIn('American', 'Ratios', 50),
        gradedIn('National', 'Organic chemistry', 50),
      ],
    });
    renderApp('/grades', { user: student });
    await screen.findByRole('list', { name: 'Grades' });
    const card = (title: string) => within(screen.getByRole('listitem', { name: title }));

    expect(card('Circle theorems').getByLabelText('Band A*')).toHaveTextContent('A*');
    expect(card('Vectors').getByLabelText('Band C')).toHaveTextContent('C');
    expect(card('Loci').getByLabelText('Band U')).toHaveTextContent('U');
    expect(card('Ratios').getByText('50/100')).toBeInTheDocument();
    expect(card('Ratios').getByLabelText('Band F')).toHaveTextContent('F');
    // Thanaweya Amma results are percentages: the grade alone, no letter beside it.
    const national = card('Organic chemistry');
    expect(national.getByText('50/100')).toBeInTheDocument();
    expect(national.queryByLabelText(/^Band /)).not.toBeInTheDocument();
    expect(national.queryByText(/^[A-GU]\*?$/)).not.toBeInTheDocument();
  });

  it('starts lowest at 100 and highest at 0 with nothing graded, and says so when the list is empty', async () => {
    stubGrades({});
    renderApp('/grades', { user: student });

    expect(await screen.findByText('No grades found')).toBeInTheDocument();
    expect(
      screen.getByText("You haven't completed any assignments yet. Start with quizzes, exams, or homeworks!"),
    ).toBeInTheDocument();
    expect(stat('Average Grade')).toBe('0.0%');
    expect(stat('Highest Grade')).toBe('0%');
    expect(stat('Lowest Grade')).toBe('100%');
  });

  it('shows the error with Try Again when the calls fail, and loads on retry', async () => {
    let healthy = false;
    const failing = () =>
      healthy ? listReply([]) : { status: 500, body: { success: false, message: 'Boom' } };
    stubApi({
      'GET /api/auth/me': meReply(student),
      'GET /api/homework-submissions/my': () => (healthy ? listReply([gradedHomework]) : failing()),
      'GET /api/quiz-submissions/my': failing,
      'GET /api/exam-submissions/my': failing,
    });
    renderApp('/grades', { user: student });

    expect(await screen.findByText('Failed to load grades. Please try again.')).toBeInTheDocument();
    healthy = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Quadratics worksheet' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load grades. Please try again.')).not.toBeInTheDocument();
  });

  it('keeps what loaded when one call fails, with the error above it', async () => {
    stubApi({
      'GET /api/auth/me': meReply(student),
      'GET /api/homework-submissions/my': listReply([gradedHomework]),
      'GET /api/quiz-submissions/my': { status: 500, body: { success: false } },
      'GET /api/exam-submissions/my': listReply([]),
    });
    renderApp('/grades', { user: student });

    expect(await screen.findByRole('listitem', { name: 'Quadratics worksheet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load grades. Please try again.');
    await waitFor(() => expect(stat('Total Assignments')).toBe('1'));
  });

  // The grades in Arabic, figures in the Egyptian locale's digits.
  it('shows the grades in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubGrades({ homeworks: [gradedHomework], quizzes: [quiz], exams: [pendingExam] });
    renderApp('/grades', { user: student });

    expect(await screen.findByRole('heading', { name: 'درجاتي' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'الدرجات' });
    await waitFor(() => expect(stat('إجمالي المهام')).toBe('٣'));
    expect(screen.getByRole('tab', { name: 'الامتحانات (١)' })).toBeInTheDocument();
    expect(screen.getAllByText('تم التصحيح').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('اتجاه الترتيب: تنازلي')).toBeInTheDocument();
  });
});
