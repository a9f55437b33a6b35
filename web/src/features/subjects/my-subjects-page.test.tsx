import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeSubject, subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Youssef', lastName: 'Mostafa' });
const me = { 'GET /api/auth/me': meReply(student) };

const physics = makeSubject({
  _id: 'subject-physics',
  name: 'Physics',
  code: 'PHY-SAT',
  description: 'Mechanics and waves.',
  system: 'American',
  systemLabel: 'SAT',
  primaryTeacher: { _id: 't1', firstName: 'Karim', lastName: 'Adel' },
  curriculum: {
    resources: [
      {
        type: 'video',
        title: 'Newton in 10 minutes',
        description: 'A short recap.',
        url: 'https://video.test/n',
      },
    ],
    topics: [{ title: 'Kinematics', description: 'Motion in a line.', durationWeeks: 3 }],
  },
});

describe('my subjects (/subjects)', () => {
  it("lists the student's subjects with their system label, teacher and a link to the chapters", async () => {
    const api = stubApi({ ...me, 'GET /api/subjects': subjectsReply([makeSubject(), physics]) });
    renderApp('/subjects', { user: student });

    expect(await screen.findByRole('heading', { name: 'My Subjects' })).toBeInTheDocument();
    const maths = await screen.findByRole('article', { name: 'Mathematics' });
    expect(within(maths).getByText('Thanaweya Amma')).toBeInTheDocument();
    expect(within(maths).getByText('Teacher TBA')).toBeInTheDocument();
    expect(within(maths).getByRole('link', { name: 'View Chapters' })).toHaveAttribute(
      'href',
      '/chapters/subject-1',
    );
    const card = screen.getByRole('article', { name: 'Physics' });
    expect(within(card).getByText('SAT')).toBeInTheDocument();
    expect(within(card).getByText('Karim Adel')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Chapters' })).toHaveAttribute(
      'href',
      '/chapters/subject-physics',
    );
    expect(screen.getByRole('link', { name: 'Sabora home' })).toHaveAttribute('href', '/home-students');
    expect(api.callsTo('GET /api/subjects')[0]?.search).toBe('?page=1&limit=100');
  });

  it('filters by name, code or description as the student types', async () => {
    stubApi({ ...me, 'GET /api/subjects': subjectsReply([makeSubject(), physics]) });
    renderApp('/subjects', { user: student });
    await screen.findByRole('article', { name: 'Physics' });
    const user = userEvent.setup();
    const search = screen.getByLabelText('Search subjects');

    await user.type(search, 'phy-sat');
    expect(screen.getByRole('article', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mathematics' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'calculus');
    expect(screen.getByRole('article', { name: 'Mathematics' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Physics' })).not.toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText('No subjects match "calculuszzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('article', { name: 'Physics' })).toBeInTheDocument();
  });

  it('opens the details with Course Materials and Course Topics', async () => {
    stubApi({ ...me, 'GET /api/subjects': subjectsReply([makeSubject(), physics]) });
    renderApp('/subjects', { user: student });
    const user = userEvent.setup();

    await user.click(
      within(await screen.findByRole('article', { name: 'Physics' })).getByRole('button', {
        name: 'Details',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Physics' }));
    expect(dialog.getByRole('heading', { name: 'Course Materials' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Newton in 10 minutes' })).toHaveAttribute(
      'href',
      'https://video.test/n',
    );
    expect(dialog.getByRole('heading', { name: 'Course Topics' })).toBeInTheDocument();
    expect(dialog.getByText('Kinematics')).toBeInTheDocument();
    expect(dialog.getByText('(3 weeks)')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: /close/i }));
    await user.click(
      within(screen.getByRole('article', { name: 'Mathematics' })).getByRole('button', { name: 'Details' }),
    );
    const empty = within(await screen.findByRole('dialog', { name: 'Mathematics' }));
    expect(empty.getByText('No course materials yet.')).toBeInTheDocument();
    expect(empty.getByText('No course topics yet.')).toBeInTheDocument();
  });

  it("says 'No Subjects Found' when the student is not enrolled in any subject", async () => {
    stubApi({ ...me, 'GET /api/subjects': subjectsReply([]) });
    renderApp('/subjects', { user: student });

    expect(await screen.findByText('No Subjects Found')).toBeInTheDocument();
    expect(screen.getByText('You are not enrolled in any subjects yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the subjects cannot be loaded', async () => {
    stubApi({ ...me, 'GET /api/subjects': { status: 500, body: {} } });
    renderApp('/subjects', { user: student });

    expect(await screen.findByText('Failed to fetch subjects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
