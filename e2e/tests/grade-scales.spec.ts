import { expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, signIn, signOut } from './helpers';

// The demo seed's graded work, one student per system (a student's subjects are all of their
// system): Youssef (IGCSE) has 100 in the Mathematics quick check and 88 in its warm-up; Malak
// (IGCSE) and Hamza (American) each have 50 in a quick check; Ali (National) has 100 in the
// Arabic quick check and 88 in its warm-up.
const malak = 'malak.mostafa@students.sabora.school';
const hamza = 'hamza.zaki@students.sabora.school';
const ali = 'ali.adel@students.sabora.school';

/** Signs in and opens My Grades; returns the card of a piece of work by its title. */
async function gradesOf(page: Page, email: string) {
  await signIn(page, email);
  await expectPath(page, '/home-students');
  await page.goto('/grades');
  await expect(page.getByRole('heading', { name: 'My Grades' })).toBeVisible();
  return (title: string) => page.getByRole('listitem', { name: title });
}

test('an IGCSE student reads A* to G beside each percentage', async ({ page }) => {
  const card = await gradesOf(page, DEMO.student);
  const quiz = card('Mathematics: quick check');
  await expect(quiz.getByText('100/100')).toBeVisible();
  await expect(quiz.getByLabel('Band A*')).toHaveText('A*');
  const homework = card('Mathematics: warm-up exercises');
  await expect(homework.getByText('88/100')).toBeVisible();
  await expect(homework.getByLabel('Band A')).toHaveText('A');
});

test('half marks are a D on the IGCSE scale and an F on the American one', async ({ page }) => {
  test.setTimeout(60_000);
  const igcse = (await gradesOf(page, malak))('Physics: quick check');
  await expect(igcse.getByText('50/100')).toBeVisible();
  await expect(igcse.getByLabel('Band D')).toHaveText('D');

  await signOut(page);
  const american = (await gradesOf(page, hamza))('SAT Reading and Writing: quick check');
  await expect(american.getByText('50/100')).toBeVisible();
  await expect(american.getByLabel('Band F')).toHaveText('F');
});

test('a Thanaweya Amma student reads percentages with no letter beside them', async ({ page }) => {
  const card = await gradesOf(page, ali);
  for (const [title, grade] of [
    ['Arabic Language: quick check', '100/100'],
    ['Arabic Language: warm-up exercises', '88/100'],
  ] as const) {
    await expect(card(title).getByText(grade)).toBeVisible();
    await expect(card(title).getByLabel(/^Band /)).toHaveCount(0);
  }
});
