import { expect, test } from '../support/fixtures';
import { expectPath, signIn } from './helpers';

// Demo people no other browser test signs in as (server/src/seed/demo-people.ts, demo-catalogue.ts):
// Sarah Adams alone teaches SAT Reading and Writing (American system); Ziad Youssef takes it.
const teacher = 'sarah.adams@sabora.school';
const student = 'ziad.youssef@students.sabora.school';
const subject = 'SAT Reading and Writing';
const title = 'SAT Reading live workshop';
const meetingId = '842 1937 5520';

/** This school year as the form wants it: 'YYYY-YYYY', two consecutive years. */
function academicYear(now = new Date()) {
  const start = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}-${start + 1}`;
}

test('a teacher starts a class now with auto-enroll; the student joins it and is seen as attended', async ({
  browser,
  baseURL,
}) => {
  // Two roles in two browsers, each signing in and loading several screens: near 30 s when busy.
  test.setTimeout(60_000);
  // The meeting is a page of this server, so joining needs no outside network.
  const meetingLink = `${baseURL}/api/health`;
  const teacherContext = await browser.newContext();
  const studentContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const staff = await teacherContext.newPage();
  const pupil = await studentContext.newPage();

  // The teacher schedules the class for now, enrolling the subject's students.
  await signIn(staff, teacher);
  await expectPath(staff, '/dashboard');
  await staff.goto('/virtualclasses-admin');
  await staff.getByRole('button', { name: 'Create New Class' }).click();
  const form = staff.getByRole('dialog', { name: 'Create New Class' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  const subjectSelect = form.getByLabel('Subject', { exact: true });
  const option = subjectSelect.locator('option', { hasText: subject });
  await expect(option).toHaveCount(1);
  await subjectSelect.selectOption((await option.getAttribute('value')) ?? '');
  await form.getByRole('button', { name: 'Start Now' }).click();
  await form.getByLabel('Meeting link', { exact: true }).fill(meetingLink);
  await form.getByLabel('Meeting ID', { exact: true }).fill(meetingId);
  // A new class starts in this academic year with auto-enrol on.
  await expect(form.getByLabel('Academic Year', { exact: true })).toHaveValue(academicYear());
  await expect(form.getByLabel("Automatically enroll the subject's students")).toBeChecked();
  const note = form.getByText(/^\d+ students? takes? this subject/);
  const enrolled = Number.parseInt((await note.textContent()) ?? '', 10);
  expect(enrolled).toBeGreaterThan(0);
  await form.getByRole('button', { name: 'Create Class' }).click();
  await expect(
    staff.getByText(`Class saved successfully! ${enrolled} students were automatically enrolled.`),
  ).toBeVisible();
  await expect(form).toBeHidden();
  const card = staff.getByRole('listitem', { name: title });
  await expect(card.getByText('In progress')).toBeVisible();

  // The student finds it live on /virtual-classes and among today's classes at home.
  await signIn(pupil, student);
  await expectPath(pupil, '/home-students');
  const today = pupil.getByRole('list', { name: "Today's classes" });
  await expect(today.getByRole('listitem', { name: title })).toBeVisible();
  await expect(today.getByRole('button', { name: `Join ${title}` })).toBeEnabled();

  await pupil.goto('/virtual-classes');
  const live = pupil.getByRole('region', { name: /^Live Classes \(\d+\)$/ });
  const liveCard = live.getByRole('listitem', { name: title });
  await expect(liveCard.getByText(subject)).toBeVisible();
  await expect(liveCard.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(liveCard.getByText(`Meeting ID: ${meetingId}`)).toBeVisible();
  await liveCard.getByRole('button', { name: 'Copy' }).click();
  await expect(liveCard.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await pupil.evaluate(() => navigator.clipboard.readText())).toBe(meetingId);

  // Joining opens the meeting in a new tab; the join call behind it records attendance.
  const [meeting, joined] = await Promise.all([
    pupil.waitForEvent('popup'),
    pupil.waitForResponse((reply) => reply.url().endsWith('/join') && reply.request().method() === 'POST'),
    liveCard.getByRole('button', { name: 'Join Live' }).click(),
  ]);
  expect(joined.ok()).toBe(true);
  await meeting.waitForLoadState();
  expect(meeting.url()).toBe(meetingLink);
  await meeting.close();

  // The teacher's list was loaded before the join: a reload shows the student as attended.
  await staff.reload();
  await staff
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: `View (${enrolled}) enrolled` })
    .click();
  const roster = staff.getByRole('dialog', { name: `Enrolled Students: ${title}` });
  await expect(
    roster.getByRole('row', { name: /Ziad Youssef/ }).getByText('Attended', { exact: true }),
  ).toBeVisible();

  await teacherContext.close();
  await studentContext.close();
});

test('a teacher schedules a class weekly for three weeks, sees each week, and is warned of another at the same time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const weekly = 'SAT Writing weekly clinic';
  await signIn(page, teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/virtualclasses-admin');
  await page.getByRole('button', { name: 'Create New Class' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Class' });
  await form.getByLabel('Title', { exact: true }).fill(weekly);
  const subjectSelect = form.getByLabel('Subject', { exact: true });
  const option = subjectSelect.locator('option', { hasText: subject });
  await expect(option).toHaveCount(1);
  await subjectSelect.selectOption((await option.getAttribute('value')) ?? '');

  // Today picked starts at the next full hour (after 23:00 that is tomorrow's midnight).
  const now = new Date();
  await form.getByLabel('Scheduled Date & Time', { exact: true }).click();
  await page.getByRole('button', { name: dayName(now), exact: true }).click();
  await page.getByRole('button', { name: 'Confirm date and time' }).click();
  const first = new Date(now);
  first.setHours(now.getHours() + 1, 0, 0, 0);
  const last = new Date(first);
  last.setDate(first.getDate() + 14);

  await form.getByLabel('Repeat weekly', { exact: true }).check();
  await form.getByLabel('Repeat weekly until', { exact: true }).fill(isoDay(last));
  await form.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText(/^3 classes saved successfully!/)).toBeVisible();
  await expect(form).toBeHidden();

  // Three classes of their own, a week apart, each with its own Edit and Delete.
  const cards = page.getByRole('listitem', { name: weekly });
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('button', { name: `Delete ${weekly}` })).toHaveCount(3);

  // Another class of the subject at the first one's time: the server warns, the teacher decides.
  const extra = 'SAT Writing extra clinic';
  await page.getByRole('button', { name: 'Create New Class' }).click();
  await form.getByLabel('Title', { exact: true }).fill(extra);
  await subjectSelect.selectOption((await option.getAttribute('value')) ?? '');
  await form.getByLabel('Scheduled Date & Time', { exact: true }).click();
  await page.getByRole('button', { name: dayName(now), exact: true }).click();
  await page.getByRole('button', { name: 'Confirm date and time' }).click();
  await form.getByRole('button', { name: 'Create Class' }).click();
  const warning = form.getByRole('alertdialog', {
    name: `${weekly} of this subject already starts at this time. Create it anyway?`,
  });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Go Back' }).click();
  await expect(warning).toBeHidden();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(extra);
  await form.getByRole('button', { name: 'Create Class' }).click();
  await warning.getByRole('button', { name: 'Create Anyway' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem', { name: extra })).toHaveCount(1);
});

/** A day as the date picker names its buttons: "29 November 2026". */
function dayName(day: Date) {
  return `${day.getDate()} ${day.toLocaleString('en-US', { month: 'long' })} ${day.getFullYear()}`;
}

/** 'YYYY-MM-DD' of the local day, as a date input takes it. */
function isoDay(day: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}
