import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeSummary, summaryReply } from '../../../test/fixtures/student-home';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

const student = makeUser({ role: 'student', firstName: 'Youssef', lastName: 'Mostafa' });
const me = { 'GET /api/auth/me': meReply(student) };

const figures = async () =>
  within(await screen.findByRole('list', { name: 'Your figures' }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);

describe('student dashboard (/student-dashboard)', { timeout: 20_000 }, () => {
  it("shows the student's own figures, work due soon with links, recent grades and activity", async () => {
    stubApi({
      ...me,
      'GET /api/students/me/summary': summaryReply(
        makeSummary({
          dueSoon: [
            {
              _id: 'hw-1',
              type: 'homework',
              title: 'Forces worksheet',
              dueDate: '2026-03-12T10:00:00.000Z',
              subject: { _id: 'subject-1', name: 'Physics' },
              link: '/homeworks-students',
            },
          ],
          recentGrades: [
            {
              _id: 'sub-1',
              type: 'exam',
              title: 'Mid-term exam',
              subject: 'Mathematics',
              grade: 91,
              feedback: '',
              gradedAt: '2026-03-01T10:00:00.000Z',
            },
          ],
          missing: [
            {
              _id: 'ex-1',
              type: 'exam',
              title: 'Trigonometry exam',
              dueDate: '2026-02-20T10:00:00.000Z',
              subject: { _id: 'subject-2', name: 'Mathematics' },
              link: '/exams-students',
            },
          ],
          recentActivity: [
            {
              _id: 'sub-2',
              type: 'quiz',
              title: 'Vectors quiz',
              subject: 'Physics',
              action: 'submitted',
              at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
            },
          ],
        }),
      ),
    });
    renderApp('/student-dashboard', { user: student });

    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    // The average to one decimal.
    expect(await figures()).toEqual([
      'Average Grade86.3%',
      'Attendance3 of 4classes attended',
      'Graded4',
      'Awaiting Grade1',
      // The missing-work rule's count, the same the teacher's list and the parent's view show.
      `Missing${makeSummary().counts.missing}`,
    ]);
    const due = screen.getByRole('region', { name: 'Due Soon' });
    expect(within(due).getByRole('link', { name: 'Forces worksheet' })).toHaveAttribute(
      'href',
      '/homeworks-students',
    );
    expect(within(due).getByText(wholeText('Homework · Physics'))).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Missing Work' });
    expect(within(missing).getByRole('link', { name: 'Trigonometry exam' })).toHaveAttribute(
      'href',
      '/exams-students',
    );
    expect(within(missing).getByText(/^Was due /)).toBeInTheDocument();
    const grades = screen.getByRole('region', { name: 'Recent Grades' });
    expect(within(grades).getByText('Mid-term exam')).toBeInTheDocument();
    expect(within(grades).getByText('91%')).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Handed in')).toBeInTheDocument();
    expect(within(activity).getByText(wholeText('Quiz · Physics · 5 minutes ago'))).toBeInTheDocument();
  });

  it('shows a dash before any grade, a sentence before any class has ended, and empty lists', async () => {
    stubApi({
      ...me,
      'GET /api/students/me/summary': summaryReply(
        makeSummary({ average: null, attendance: { attended: 0, total: 0 } }),
      ),
    });
    renderApp('/student-dashboard', { user: student });

    const cards = await figures();
    expect(cards[0]).toBe('Average Grade—');
    expect(cards[1]).toBe('Attendance—No class of yours has ended yet.');
    expect(screen.getByText('Nothing is due soon.')).toBeInTheDocument();
    expect(screen.getByText('No grades yet.')).toBeInTheDocument();
    expect(screen.getByText('No recent activity.')).toBeInTheDocument();
  });

  it('says so when the figures fail to load, with a retry', async () => {
    stubApi({ ...me, 'GET /api/students/me/summary': { status: 500, body: { success: false } } });
    renderApp('/student-dashboard', { user: student });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your dashboard');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
