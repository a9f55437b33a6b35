import { expect, type Locator, test } from '../support/fixtures';
import { DEMO, expectPath, parentSignIn, pngUpload, signIn, signOut } from './helpers';

// The subject's picture.
const image = pngUpload('astronomy.png');

const subject = {
  name: 'Astronomy',
  code: 'AST-101',
  year: '2025',
  description: 'Stars, planets and the sky.',
};
const chapter = {
  title: 'Stars and galaxies',
  description: 'How stars are born and gather into galaxies.',
  duration: '2',
  content: 'A star is a ball of hot gas held together by its own gravity.',
  objective: 'Describe the life cycle of a star',
};
const student = {
  firstName: 'Karim',
  lastName: 'Nabil',
  email: 'karim.nabil@students.sabora.school',
  phone: '+20 100 555 0101',
  password: 'stargazer42',
};
const parent = { name: 'Rania Nabil', email: 'rania.nabil@family.sabora.school', phone: '+20 122 555 0199' };

/** The picture inside a card has really loaded (not a broken image). */
async function expectImageLoaded(card: Locator, name: string) {
  const img = card.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test('an admin builds a subject with a chapter, teacher and student; the student and parent sign in', async ({
  page,
}) => {
  test.setTimeout(90_000);

  // The admin adds the subject with its picture.
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await page.goto('/subjects-admin');
  await page.getByRole('button', { name: 'Add Subject' }).click();
  const subjectForm = page.getByRole('dialog', { name: 'Add Subject' });
  await subjectForm.getByLabel('Name').fill(subject.name);
  await subjectForm.getByLabel('Code').fill(subject.code);
  await subjectForm.getByLabel('System').selectOption('IGCSE');
  await subjectForm.getByLabel('Academic year').fill(subject.year);
  await subjectForm.getByLabel('Description').first().fill(subject.description);
  await expect(subjectForm.getByRole('switch', { name: 'Active' })).toBeChecked();
  await subjectForm.locator('input[type=file]').setInputFiles(image);
  await expect(subjectForm.getByText('astronomy.png')).toBeVisible();
  await subjectForm.getByRole('button', { name: 'Save Subject' }).click();
  await expect(subjectForm).toBeHidden();

  // New subjects have no students yet, so they sort late: search for it.
  await page.getByLabel('Search subjects').fill(subject.name);
  const adminCard = page.getByRole('article', { name: subject.name });
  await expect(adminCard.getByText(`${subject.code} · ${subject.year}`)).toBeVisible();
  await expect(adminCard.getByText('IGCSE')).toBeVisible();
  await expect(adminCard.getByText('0 students enrolled')).toBeVisible();
  await expect(adminCard.getByText('No teachers for this subject')).toBeVisible();
  await expectImageLoaded(adminCard, subject.name);

  // Its first chapter.
  await adminCard.getByRole('link', { name: 'Chapters' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chapters-admin\/[^/]+$/);
  await expect(page.getByRole('heading', { name: subject.name })).toBeVisible();
  await expect(page.getByText('No chapters found for this subject')).toBeVisible();
  await page.getByRole('button', { name: 'Add Chapter' }).click();
  const chapterForm = page.getByRole('dialog', { name: 'Add Chapter' });
  await chapterForm.getByLabel('Title').fill(chapter.title);
  await chapterForm.getByLabel('Description').fill(chapter.description);
  await expect(chapterForm.getByLabel('Order')).toHaveValue('1');
  await chapterForm.getByLabel('Duration (hours)').fill(chapter.duration);
  await chapterForm.getByLabel('Content').fill(chapter.content);
  await chapterForm.getByRole('textbox', { name: 'Objective 1' }).fill(chapter.objective);
  await chapterForm.getByRole('button', { name: 'Save Chapter' }).click();
  await expect(chapterForm).toBeHidden();
  const adminChapter = page.getByRole('article', { name: `Chapter 1: ${chapter.title}` });
  await expect(adminChapter.getByText(chapter.description)).toBeVisible();
  await expect(adminChapter.getByText('2 hours')).toBeVisible();
  await expect(adminChapter.getByText(chapter.objective)).toBeVisible();

  // Mona Hassan teaches it, as its primary teacher.
  await page.goto('/teachers-admin');
  await page.getByLabel('Search teachers').fill('Mona');
  const mona = page.getByRole('article', { name: 'Mona Hassan' });
  await mona.getByRole('button', { name: 'Assign Subject to Mona Hassan' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Subjects to Mona Hassan' });
  await assign.getByLabel('Filter subjects').fill(subject.name);
  const row = assign.getByRole('row', { name: new RegExp(`${subject.name} \\(${subject.code}\\)`) });
  await row.getByRole('button', { name: 'Primary' }).click();
  await expect(row.getByText('Assigned')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByText('Primary')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(assign).toBeHidden();
  await expect(mona.getByRole('listitem').filter({ hasText: subject.name })).toContainText('Primary');

  // A new student of a new parent, enrolled in the subject with Mona Hassan.
  await page.goto('/students-admin');
  await page.getByRole('button', { name: 'Add Student' }).click();
  const studentForm = page.getByRole('dialog', { name: 'Add Student' });
  await studentForm.getByLabel('First name').fill(student.firstName);
  await studentForm.getByLabel('Last name').fill(student.lastName);
  await studentForm.getByLabel('Email', { exact: true }).fill(student.email);
  await studentForm.getByLabel('Phone', { exact: true }).fill(student.phone);
  await studentForm.getByLabel('Password', { exact: true }).fill(student.password);
  await studentForm.getByLabel('Confirm password').fill(student.password);
  await studentForm.getByLabel('System').selectOption('IGCSE');
  await studentForm.getByLabel('Academic year').fill(subject.year);
  await studentForm.getByLabel('Parent name').fill(parent.name);
  await studentForm.getByLabel('Parent email').fill(parent.email);
  await studentForm.getByLabel('Parent phone').fill(parent.phone);
  await studentForm.getByRole('switch', { name: 'Enroll in subjects' }).check();
  await studentForm.getByRole('checkbox', { name: `${subject.name} (${subject.code})` }).check();
  const teacher = studentForm.getByLabel(`Teacher for ${subject.name}`);
  // The subject's primary teacher is chosen for it.
  await expect(teacher.locator('option:checked')).toHaveText('Mona Hassan (Primary)');
  await studentForm.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText('Student added successfully!')).toBeVisible();
  await expect(studentForm).toBeHidden();
  const studentRow = page
    .getByRole('table', { name: 'Students' })
    .getByRole('row', { name: new RegExp(`${student.firstName} ${student.lastName}`) });
  await expect(studentRow).toContainText(student.email);
  await expect(studentRow).toContainText('IGCSE');
  await expect(studentRow).toContainText('Active');

  await signOut(page);

  // The student finds the subject, with its picture, teacher and chapter.
  await signIn(page, student.email, student.password);
  await expectPath(page, '/home-students');
  await page.goto('/subjects');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = page.getByRole('article', { name: subject.name });
  await expect(card.getByText(subject.code)).toBeVisible();
  await expect(card.getByText('IGCSE')).toBeVisible();
  await expect(card.getByText('Mona Hassan')).toBeVisible();
  await expect(card.getByText(subject.description)).toBeVisible();
  await expectImageLoaded(card, subject.name);
  await card.getByRole('link', { name: 'View Chapters' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chapters\/[^/]+$/);
  await expect(page.getByRole('heading', { name: subject.name })).toBeVisible();
  const studentChapter = page.getByRole('article', { name: `Chapter 1: ${chapter.title}` });
  await expect(studentChapter.getByText(chapter.description)).toBeVisible();
  await studentChapter.getByRole('button', { name: `View details of Chapter 1: ${chapter.title}` }).click();
  const details = page.getByRole('dialog', { name: `Chapter 1: ${chapter.title}` });
  await expect(details.getByText('Duration: 2 hours')).toBeVisible();
  await expect(details.getByText(chapter.content)).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveText([chapter.objective]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  await signOut(page);

  // The parent signs in with the email and phone the admin gave.
  await parentSignIn(page, parent.email, parent.phone);
  await expectPath(page, '/dashboard');
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByRole('heading', { name: parent.name })).toBeVisible();
  await expect(account.getByText(parent.email)).toBeVisible();
  await expect(account.getByText('parent', { exact: true })).toBeVisible();
});

test('a course card names its primary teacher and counts the others its page lists', async ({ page }) => {
  // SAT Math is taught by Sarah Adams (primary) and Mona Hassan (demo seed).
  await page.goto('/rcipes-list?system=American');
  const card = page.getByRole('article', { name: 'SAT Math' });
  await expect(card.getByText('Sarah Adams +1')).toBeVisible();
  await card.getByRole('link', { name: 'SAT Math' }).click();
  await expect(page.getByText('Mona Hassan')).toBeVisible();
  await expect(page.getByText('Sarah Adams')).toBeVisible();
});
