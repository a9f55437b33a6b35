import type { StudentProgress } from '@sabora/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listReply } from '../../../test/fixtures/quizzes-student';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Omar', lastName: 'Said' });

const progress: StudentProgress = {
  subjects: [
    {
      subject: 'subject-chem',
      name: 'Chemistry',
      points: [],
      average: null,
      classAverage: null,
    },
    {
      subject: 'subject-maths',
      name: 'Mathematics',
      points: [
        { date: '2026-03-02T09:00:00.000Z', grade: 55, kind: 'quiz', title: 'Fractions quiz' },
        { date: '2026-03-09T09:00:00.000Z', grade: 88, kind: 'homework', title: 'Quadratics worksheet' },
      ],
      average: 71.5,
      classAverage: 64.2,
    },
  ],
  attendance: { attended: 3, total: 4 },
};

function stubProgress(reply: NonNullable<Parameters<typeof stubApi>[0]>[string]) {
  return stubApi({
    'GET /api/auth/me': meReply(student),
    'GET /api/homework-submissions/my': listReply([]),
    'GET /api/quiz-submissions/my': listReply([]),
    'GET /api/exam-submissions/my': listReply([]),
    'GET /api/students/me/progress': reply,
  });
}

describe('progress on /grades', { timeout: 15_000 }, () => {
  it('shows the charts with their tables one press away, and the attendance', async () => {
    stubProgress({ body: { success: true, data: progress } });
    renderApp('/grades', { user: student });
    const region = await screen.findByRole('region', { name: 'Progress' });
    expect(
      within(region).getByText(
        "Grades over time in 1 subject, and each subject's average beside the class's.",
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('Virtual classes attended: 3 of 4')).toBeInTheDocument();
    expect(within(region).getByRole('progressbar', { name: 'Virtual classes attended' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );

    await userEvent.setup().click(within(region).getByText('Show the charts as tables'));
    const averages = within(region).getByRole('table', { name: 'Averages by subject' });
    const rows = within(averages)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Chemistry—Not shown (fewer than 5 students graded)', 'Mathematics71.564.2']);
    const maths = within(region).getByRole('table', { name: 'Mathematics' });
    expect(
      within(maths)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
    ).toEqual(['55', '88']);
  });

  it('says there is nothing to chart before the first grade, and offers a retry when it fails', async () => {
    stubProgress({ body: { success: true, data: { subjects: [], attendance: { attended: 0, total: 0 } } } });
    const view = renderApp('/grades', { user: student });
    expect(
      await screen.findByText('No graded work yet: the charts appear with the first grade.'),
    ).toBeInTheDocument();
    view.unmount();

    stubProgress({ status: 500, body: { success: false, message: 'Database is down' } });
    renderApp('/grades', { user: student });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load progress')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
