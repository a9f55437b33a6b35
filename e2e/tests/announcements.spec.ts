import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, lastMailTo, signIn, signOut } from './helpers';
import { mathsIds } from './screens';

test('a teacher posts an announcement and the student reads it on their home', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { subject } = await mathsIds(request);
  const title = `Mock exam moved ${Date.now()}`;
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Staff navigation' })
    .getByRole('link', { name: 'Announcements' })
    .click();
  await expectPath(page, '/announcements-admin');
  await page.getByLabel('Subject').selectOption(subject);
  const form = page.getByRole('form', { name: 'Post an announcement' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('The mock exam is now on Thursday at 9:00, in the main hall.');
  await form.getByRole('button', { name: 'Post Announcement' }).click();
  await expect(page.getByText('Announcement posted.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Posted announcements' }).getByRole('listitem', { name: title }),
  ).toBeVisible();

  await signOut(page);
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  const panel = page.getByRole('region', { name: 'Announcements' });
  const item = panel.getByRole('listitem', { name: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('The mock exam is now on Thursday at 9:00, in the main hall.');
  // Told in the app and by mail too.
  expect(await lastMailTo(DEMO.student, title)).toContain('The mock exam is now on Thursday');
});
