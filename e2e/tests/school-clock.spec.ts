import { expect, test } from '../support/fixtures';
import { expectPath, signIn } from './helpers';

interface Notice {
  title: string;
  message: string;
}

// The demo school runs on the default SCHOOL_TIME_ZONE, Africa/Cairo: a notice names a moment on
// Cairo's clock with its offset, never in UTC. The reminder check runs at start-up and tells each
// demo student of the homework due within a day (server/src/seed/demo-work.ts). Karim (National) is
// a student no other test posts new work to: the home panel shows the first page of notices, newest
// first, and other tests' new work in Mathematics would push the reminder off it.
const karim = 'karim.ibrahim@students.sabora.school';
/** A moment on Cairo's clock: GMT+2, or GMT+3 in Egypt's summer time (late April to late October). */
const CAIRO_MOMENT = /\d\d:\d\d GMT\+[23]\b/;

test('a notice names its moment on the school’s clock, as the class cards do', async ({ page }) => {
  // The first reminder check runs as the server starts, on the seeded school: seconds, not a minute.
  await signIn(page, karim);
  await expectPath(page, '/home-students');
  let notices: Notice[] = [];
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/notifications?limit=50');
        notices = ((await reply.json()) as { data: Notice[] }).data;
        return notices.some((n) => CAIRO_MOMENT.test(n.message));
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(notices.filter((n) => n.message.includes('UTC'))).toEqual([]);
  const timed = notices.find((n) => CAIRO_MOMENT.test(n.message))!;
  await page.reload();
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByText(timed.message, { exact: false }).first()).toBeVisible();
});
