import { type APIRequestContext, expect, type Locator, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, signIn } from './helpers';

// A demo student no other test signs in as (server/src/seed/demo-people.ts): IGCSE, enrolled in
// Mathematics and Physics, no work handed in, two unread notifications from the seed; her parent.
const student = 'jana.nour@students.sabora.school';
const parent = { email: 'tarek.nour@family.sabora.school', phone: '+20 111 000 0003' };
// Seeded due in 4 days (server/src/seed/demo-work.ts).
const homework = 'Mathematics: chapter 1 practice';

// The calendar reads dates in the browser's zone and language: fixed, so the test can name a day.
const TIME_ZONE = 'UTC';
test.use({ locale: 'en-GB', timezoneId: TIME_ZONE });

/** When the homework is due, as the student's own calendar call answers. */
async function dueDateOf(request: APIRequestContext, title: string): Promise<Date> {
  const login = await request.post('/api/auth/login', { data: { email: student, password: DEMO.password } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const reply = await (await request.get('/api/students/calendar-due-dates', { headers })).json();
  const event = reply.data.find((item: { title: string }) => item.title === title);
  expect(event, `${title} on the calendar`).toBeTruthy();
  return new Date(event.dueDate);
}

/** The calendar's name for a day: its date, as the page formats it ("12 March 2026"). */
const dayLabel = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/** Moves a calendar from the current month to the month of `date`. */
async function showMonthOf(calendar: Locator, date: Date) {
  const now = new Date();
  const months = (date.getUTCFullYear() - now.getUTCFullYear()) * 12 + date.getUTCMonth() - now.getUTCMonth();
  for (let i = 0; i < months; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
}

test('a student sees a homework on the calendar, follows it, and reads a notification', async ({
  page,
  request,
}) => {
  const due = await dueDateOf(request, homework);

  await signIn(page, student);
  await expectPath(page, '/home-students');
  await expect(page.getByRole('heading', { name: 'Student Home' })).toBeVisible();

  const calendar = page.getByRole('region', { name: 'Calendar' });
  await expect(calendar.getByText('Homework', { exact: true })).toBeVisible();
  await showMonthOf(calendar, due);
  await calendar.getByRole('button', { name: new RegExp(`^${dayLabel(due)}: \\d+ due dates?$`) }).click();
  const day = page.getByRole('dialog', { name: dayLabel(due) });
  await day.getByRole('button', { name: `Homework: ${homework}` }).click();

  await expectPath(page, '/homeworks-students');
  await expect(page.getByRole('article', { name: homework })).toBeVisible();

  await page.goBack();
  await expectPath(page, '/home-students');
  const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
  // Youssef's graded work gives him points (server/src/seed/demo-work.ts, demo-history.ts).
  await expect(leaderboard.getByRole('row', { name: /Youssef Mostafa/ })).toBeVisible();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  const badge = notifications.getByText(/^\d+ unread$/);
  await expect(badge).toBeVisible();
  const before = Number.parseInt((await badge.textContent()) ?? '', 10);
  expect(before).toBeGreaterThan(0);
  // The newest unread notice (other tests' new work and the demo's missing-work reminders come
  // and go): reading it takes one off the count, wherever its link leads.
  await notifications
    .getByRole('button', { name: /^Unread: / })
    .first()
    .click();
  await page.goto('/home-students');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(`${before - 1} unread`),
  ).toBeVisible();
});

test('the student home fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await signIn(page, student);
  await expectPath(page, '/home-students');
  await expect(
    page.getByRole('region', { name: 'Calendar' }).getByRole('button', { name: 'Today' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a parent reads their child's calendar on the dashboard, read only", async ({ page, request }) => {
  const due = await dueDateOf(request, homework);

  await parentSignIn(page, parent.email, parent.phone);
  await expectPath(page, '/dashboard');
  const calendar = page.getByRole('region', { name: "Jana's Due Dates" });
  await expect(calendar.getByRole('button', { name: 'Today' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Subscribe in your calendar' })).toHaveCount(0);
  await showMonthOf(calendar, due);
  await calendar.getByRole('button', { name: new RegExp(`^${dayLabel(due)}: `) }).click();
  const day = page.getByRole('dialog', { name: dayLabel(due) });
  await expect(day.getByText(homework)).toBeVisible();
  await expect(day.getByRole('button', { name: `Homework: ${homework}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // It fits a 360 px phone too.
  await page.setViewportSize({ width: 360, height: 760 });
  await expect(calendar.getByRole('button', { name: 'Today' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
