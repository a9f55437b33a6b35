import type { Gradebook } from '@sabora/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeSubject, subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const physics = { _id: 'subject-physics', name: 'Physics', system: 'IGCSE' as const };

const book: Gradebook = {
  subject: physics,
  items: [
    { id: 'hw-1', kind: 'homework', title: 'Forces sheet', dueDate: '2026-03-01T10:00:00.000Z' },
    { id: 'quiz-1', kind: 'quiz', title: 'Speed quiz', dueDate: '2026-03-05T10:00:00.000Z' },
  ],
  students: [
    {
      id: 'st-1',
      studentId: 'STU-1',
      name: 'Adam Adel',
      email: 'adam@sabora.test',
      cells: [
        { itemId: 'hw-1', grade: 60, status: 'graded', late: false },
        { itemId: 'quiz-1', grade: null, status: 'missing', late: false },
      ],
      average: 60,
    },
    {
      id: 'st-2',
      studentId: 'STU-2',
      name: 'Nour Samir',
      email: 'nour@sabora.test',
      cells: [
        { itemId: 'hw-1', grade: 90, status: 'graded', late: true },
        { itemId: 'quiz-1', grade: null, status: 'awaitingGrade', late: false },
      ],
      average: 90,
    },
  ],
};

type Reply = NonNullable<Parameters<typeof stubApi>[0]>[string];

function stubGradebook(reply: Reply = { body: { success: true, data: book } }) {
  return stubApi({
    'GET /api/auth/me': meReply(teacher),
    'GET /api/subjects': subjectsReply([makeSubject({ _id: physics._id, name: 'Physics' })]),
    'GET /api/gradebook': reply,
  });
}

/** Picks Physics once the subjects have arrived. */
async function choosePhysics(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Physics' });
  await user.selectOptions(screen.getByLabelText('Subject'), 'subject-physics');
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((header) => header.querySelector('p')?.textContent);

describe('the gradebook (/gradebook-admin)', { timeout: 15_000 }, () => {
  it('asks for a subject, then shows its students × items with marks and averages', async () => {
    const api = stubGradebook();
    renderApp('/gradebook-admin', { user: teacher });
    expect(await screen.findByRole('heading', { name: 'Gradebook' })).toBeInTheDocument();
    expect(screen.getByText('Choose a subject to see its gradebook.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled();

    const user = userEvent.setup();
    await choosePhysics(user);
    const table = await screen.findByRole('table');
    expect(new URLSearchParams(api.callsTo('GET /api/gradebook')[0]?.search).get('subject')).toBe(
      'subject-physics',
    );
    expect(screen.getByText('2 students, 2 items')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Adam Adel', 'Nour Samir']);

    const nour = within(within(table).getByRole('row', { name: /Nour Samir/ })).getAllByRole('cell');
    expect(nour.map((cell) => cell.textContent)).toEqual(['90Late', 'Awaiting grade', '90']);
    const adam = within(within(table).getByRole('row', { name: /Adam Adel/ })).getAllByRole('cell');
    expect(adam.map((cell) => cell.textContent)).toEqual(['60', 'Missing', '60']);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  });

  it('sorts by a column, highest first, then the other way', async () => {
    stubGradebook();
    renderApp('/gradebook-admin', { user: teacher });
    const user = userEvent.setup();
    await choosePhysics(user);
    await screen.findByRole('table');

    const average = screen.getByRole('button', { name: 'Sort by Average' });
    await user.click(average);
    expect(rowNames()).toEqual(['Nour Samir', 'Adam Adel']);
    expect(average.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await user.click(average);
    expect(rowNames()).toEqual(['Adam Adel', 'Nour Samir']);
    expect(average.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: /Sort by Forces sheet/ }).closest('th')).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('says when the subject has no students, and offers a retry when the load fails', async () => {
    stubGradebook({ body: { success: true, data: { ...book, students: [] } } });
    const view = renderApp('/gradebook-admin', { user: teacher });
    const user = userEvent.setup();
    await choosePhysics(user);
    expect(await screen.findByText('No students are enrolled in this subject yet.')).toBeInTheDocument();
    view.unmount();

    stubGradebook({ status: 500, body: { success: false, message: 'Server error' } });
    renderApp('/gradebook-admin', { user: teacher });
    await choosePhysics(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the gradebook')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
