import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeChild, makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { calendarReply, makeSummary, summaryReply } from '../../../test/fixtures/student-home';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

const parent = makeUser({ role: 'parent', firstName: 'Khaled', lastName: 'Mostafa' });

const youssef = makeSummary({
  average: 77.5,
  counts: {
    openQuizzes: 0,
    homeworksDueThisWeek: 1,
    upcomingExams: 0,
    awaitingGrade: 1,
    graded: 2,
    subjects: 2,
    missing: 1,
  },
  recentGrades: [
    {
      _id: 'sub-1',
      type: 'homework',
      title: 'Forces worksheet',
      subject: 'Physics',
      grade: 64,
      feedback: 'Label your diagrams.',
      gradedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  dueSoon: [
    {
      _id: 'exam-1',
      type: 'exam',
      title: 'Mid-term',
      dueDate: '2026-03-12T10:00:00.000Z',
      subject: { _id: 'subject-1', name: 'Physics' },
      link: '/exams-students',
    },
  ],
  missing: [
    {
      _id: 'quiz-1',
      type: 'quiz',
      title: 'Vectors quiz',
      dueDate: '2026-02-27T10:00:00.000Z',
      subject: { _id: 'subject-2', name: 'Mathematics' },
      link: '/quiz-students',
    },
  ],
});

type Handlers = NonNullable<Parameters<typeof stubApi>[0]>;

function openDashboard(summary: Handlers[string]) {
  return stubApi({
    'GET /api/auth/me': meReply(parent),
    'GET /api/parents/me/children': {
      body: { success: true, data: [makeChild('child-1', 'Youssef'), makeChild('child-2', 'Malak')] },
    },
    'GET /api/students/calendar-due-dates': calendarReply([]),
    'GET /api/students/me/summary': summary,
  });
}

describe("a parent's view of each child's progress", () => {
  it('shows each child: average, recent grades with feedback, work due soon and missing work', async () => {
    const api = openDashboard(({ search }) =>
      search === '?student=child-1' ? summaryReply(youssef) : summaryReply(makeSummary({ average: null })),
    );
    renderApp('/dashboard', { user: parent });

    const panel = await screen.findByRole('region', { name: "Youssef's Progress" });
    expect(await within(panel).findByText('77.5%')).toBeInTheDocument();
    const grades = within(panel).getByRole('list', { name: 'Recent grades' });
    const worksheet = within(grades).getByRole('listitem', { name: 'Forces worksheet' });
    expect(within(worksheet).getByText('64/100')).toBeInTheDocument();
    expect(within(worksheet).getByText(wholeText('“Label your diagrams.”'))).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Due soon' })).toHaveTextContent('Mid-term');
    const missing = within(panel).getByRole('list', { name: 'Missing work' });
    expect(within(missing).getByRole('listitem', { name: 'Vectors quiz' })).toHaveAttribute(
      'id',
      'missing-quiz-1',
    );
    expect(within(panel).getByRole('link', { name: 'All grades' })).toHaveAttribute(
      'href',
      '/dashboard/grades?student=child-1',
    );

    const malak = await screen.findByRole('region', { name: "Malak's Progress" });
    expect(await within(malak).findByText('—')).toBeInTheDocument();
    expect(within(malak).getByText('No graded work yet.')).toBeInTheDocument();
    expect(within(malak).getByText('No missing work.')).toBeInTheDocument();
    expect(
      api
        .callsTo('GET /api/students/me/summary')
        .map((c) => c.search)
        .sort(),
    ).toEqual(['?student=child-1', '?student=child-2']);
  });

  it('says when a child’s progress cannot be loaded, with Try Again', async () => {
    openDashboard({ status: 500, body: { success: false, message: 'boom' } });
    renderApp('/dashboard', { user: parent });
    const panel = await screen.findByRole('region', { name: "Youssef's Progress" });
    expect(await within(panel).findByText('Failed to load progress')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
