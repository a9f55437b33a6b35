import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, signIn, signOut } from './helpers';

// Jana Nour (IGCSE, demo seed) has work past its due date she never handed in (each subject's
// warm-up, at least); her parent is Tarek Nour. Missing work is one rule (docs/decisions.md,
// "Missing work"): the admin's missing lists, Jana's dashboard and her parent's see the same.
const jana = 'jana.nour@students.sabora.school';
const tarek = { email: 'tarek.nour@family.sabora.school', phone: '+20 111 000 0003' };

/** The number shown beside (or above) a figure's label, in the region or list `scope`. */
async function figure(scope: Locator, label: string) {
  const box = scope.getByText(label, { exact: true }).locator('xpath=..');
  await expect(box).toBeVisible();
  return Number(((await box.textContent()) ?? '').replace(label, '').trim());
}

test('the admin, the student and the parent count the same missing work', async ({ page }) => {
  test.setTimeout(120_000);
  await parentSignIn(page, tarek.email, tarek.phone);
  await expectPath(page, '/dashboard');
  const parentCount = await figure(page.getByRole('region', { name: "Jana's Progress" }), 'Missing');
  expect(parentCount).toBeGreaterThan(0);
  // The parent is also told of it: the missing-work check runs as the server starts.
  let told: { title: string }[] = [];
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/notifications?limit=50');
        told = ((await reply.json()) as { data: { title: string }[] }).data;
        return told.some((n) => n.title.startsWith('Missing work: '));
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const notice = told.find((n) => n.title.startsWith('Missing work: '))!;
  await page.getByRole('button', { name: /^Notifications, / }).click();
  await expect(page.getByRole('dialog').getByText(notice.title).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, jana);
  await expectPath(page, '/home-students');
  await page.goto('/student-dashboard');
  const studentCount = await figure(page.getByRole('list', { name: 'Your figures' }), 'Missing');
  const missingPanel = page.getByRole('region', { name: 'Missing Work' });
  await expect(missingPanel.getByRole('listitem')).toHaveCount(Math.min(studentCount, 5));
  await signOut(page);

  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await page.goto('/student-submissions-admin');
  let adminCount = 0;
  for (const tab of ['Homework', 'Quizzes', 'Exams']) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('Missing');
    await panel.getByLabel('Search submissions').fill('Jana Nour');
    const cards = panel.getByRole('listitem', { name: /^Jana Nour — / });
    await expect(cards.first().or(panel.getByText(/match "Jana Nour"/))).toBeVisible();
    adminCount += await cards.count();
  }
  expect([studentCount, adminCount]).toEqual([parentCount, parentCount]);
});
