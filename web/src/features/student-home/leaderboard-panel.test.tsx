import { LEADERBOARD_REFRESH_MS } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { homeCalls, leaderboardReply, makeLeaderboardEntry } from '../../../test/fixtures/student-home';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Youssef', lastName: 'Mostafa' });
const me = { 'GET /api/auth/me': meReply(student) };

const top = [
  makeLeaderboardEntry({ rank: 1, name: 'Malak Mostafa', points: 176 }),
  makeLeaderboardEntry({ rank: 2, name: 'Youssef Mostafa', points: 88, isMe: true }),
  makeLeaderboardEntry({ rank: 2, name: 'Adam Salem', points: 88 }),
];

async function leaderboardRows() {
  const panel = await screen.findByRole('region', { name: 'Leaderboard' });
  const table = await within(panel).findByRole('table', { name: 'Leaderboard' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.getAttribute('aria-hidden') !== 'true');
}

describe('leaderboard', { timeout: 20_000 }, () => {
  it('lists rank, name and points, with the student’s own row marked', async () => {
    stubApi({ ...me, ...homeCalls({ 'GET /api/students/leaderboard': leaderboardReply(top, top[1]) }) });
    renderApp('/home-students', { user: student });

    const rows = await leaderboardRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Malak Mostafa176',
      '2Youssef MostafaYou88',
      '2Adam Salem88',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it('shows the student’s own entry below the top 10 when they are outside it', async () => {
    const mine = makeLeaderboardEntry({ rank: 14, name: 'Youssef Mostafa', points: 12, isMe: true });
    stubApi({ ...me, ...homeCalls({ 'GET /api/students/leaderboard': leaderboardReply([top[0]!], mine) }) });
    renderApp('/home-students', { user: student });

    const rows = await leaderboardRows();
    expect(rows.map((row) => row.textContent)).toEqual(['1Malak Mostafa176', '14Youssef MostafaYou12']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });

  it('tells a student without points yet where points come from', async () => {
    stubApi({ ...me, ...homeCalls({ 'GET /api/students/leaderboard': leaderboardReply([top[0]!], null) }) });
    renderApp('/home-students', { user: student });

    expect((await leaderboardRows()).map((row) => row.textContent)).toEqual(['1Malak Mostafa176']);
    expect(
      screen.getByText('You have no points yet: they come from your graded homework, quizzes and exams.'),
    ).toBeInTheDocument();
  });

  it("says 'No leaderboard data available.' when nobody has points", async () => {
    stubApi({ ...me, ...homeCalls() });
    renderApp('/home-students', { user: student });

    const panel = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(await within(panel).findByText('No leaderboard data available.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch leaderboard' when the call fails", async () => {
    stubApi({
      ...me,
      ...homeCalls({ 'GET /api/students/leaderboard': { status: 500, body: { success: false } } }),
    });
    renderApp('/home-students', { user: student });

    const panel = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch leaderboard');
  });

  it('asks again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ ...me, ...homeCalls({ 'GET /api/students/leaderboard': leaderboardReply(top) }) });
    renderApp('/home-students', { user: student });
    await leaderboardRows();
    expect(api.callsTo('GET /api/students/leaderboard')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS);
    await waitFor(() => expect(api.callsTo('GET /api/students/leaderboard')).toHaveLength(2));
  });
});
