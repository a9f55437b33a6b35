import { expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, pickDueDate, signIn, signOut } from './helpers';

const question = { title: 'Which number is prime?', options: ['21', '23', '25', '27'], right: '23' };
// One non-empty option only: not a multiple-choice question, so homeworks cannot attach it.
const lonely = { title: 'Write down an even number.', options: ['4'], right: '4' };
const homework = {
  title: 'Primes practice',
  text: 'Answer the attached question, then upload your working.',
};

/** Picks the subject, then the chapter, in a subject-and-chapter select (question bank, homework). */
async function chooseChapter(page: Page, subject: string, chapter: string) {
  await page.getByLabel('Subject', { exact: true }).selectOption({ label: subject });
  const chapters = page.getByLabel('Chapter', { exact: true });
  await expect(chapters).toBeEnabled();
  await chapters.selectOption({ label: chapter });
}

async function addQuestion(page: Page, { title, options, right }: typeof question) {
  await page.getByRole('button', { name: 'Add Question' }).click();
  const form = page.getByRole('dialog', { name: 'Add Question' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  for (const [at, option] of options.entries()) {
    await form.getByLabel(`Option ${at + 1}`, { exact: true }).fill(option);
  }
  await form
    .getByLabel('Right Choice')
    .selectOption({ label: `Option ${options.indexOf(right) + 1}: ${right}` });
  await form.getByRole('button', { name: 'Add Question' }).click();
  await expect(form).toBeHidden();
}

test('a teacher builds a question and attaches it to a homework; the enrolled student sees it', async ({
  page,
}) => {
  test.setTimeout(90_000);

  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');

  // The question, in chapter 1 of Mathematics (which already holds the two demo questions).
  await page.goto('/questionbank-admin');
  await expect(page.getByRole('button', { name: 'Add Question' })).toBeDisabled();
  await chooseChapter(page, 'Mathematics', 'Chapter 1: Number');
  await expect(page.getByText('2 questions')).toBeVisible();
  await addQuestion(page, question);
  await expect(page.getByText('3 questions')).toBeVisible();
  const card = page.getByRole('article', { name: question.title });
  const options = card.getByRole('list', { name: 'Options' }).getByRole('listitem');
  await expect(options).toHaveCount(4);
  for (const [at, option] of question.options.entries()) await expect(options.nth(at)).toContainText(option);
  const right = options.filter({ hasText: 'Right choice' });
  await expect(right).toHaveCount(1);
  await expect(right).toContainText(question.right);
  // A question with a single option is accepted by the bank, but is not multiple choice.
  await addQuestion(page, lonely);
  await expect(page.getByText('4 questions')).toBeVisible();
  await expect(page.getByRole('article', { name: lonely.title })).toBeVisible();

  // The homework, with the new question attached.
  await page.goto('/homework-admin');
  const upload = page.getByRole('form', { name: 'Upload Homework' });
  await upload.getByLabel('Title', { exact: true }).fill(homework.title);
  await upload.getByLabel('Text', { exact: true }).fill(homework.text);
  await chooseChapter(page, 'Mathematics', 'Chapter 1: Number');
  const due = new Date();
  due.setDate(due.getDate() + 3);
  await pickDueDate(page, 'Due Date & Time', due);
  await expect(upload.getByLabel('Due Date & Time', { exact: true })).toContainText('23:59');
  const picker = upload.getByRole('group', { name: 'Multiple-choice questions' });
  const offered = picker.getByRole('list', { name: 'Questions' });
  await expect(offered.getByRole('checkbox', { name: 'Solve 3x + 5 = 20.' })).toBeVisible();
  await expect(offered.getByRole('listitem', { name: lonely.title })).toHaveCount(0);
  await expect(picker.getByText('0 questions attached')).toBeVisible();
  await offered.getByRole('checkbox', { name: question.title }).check();
  await expect(picker.getByText('1 question attached')).toBeVisible();
  await upload.getByRole('button', { name: 'Upload Homework' }).click();
  await expect(upload.getByText('Homework uploaded successfully!')).toBeVisible();
  // The form empties itself after the upload.
  await expect(upload.getByLabel('Title', { exact: true })).toHaveValue('');
  const row = page
    .getByRole('table', { name: 'Homeworks' })
    .getByRole('row', { name: new RegExp(homework.title) });
  await expect(row.getByRole('cell')).toHaveText([
    `${homework.title}${homework.text}`,
    'Mathematics',
    'Chapter 1: Number',
    /.+/,
    /.*/,
    '1',
    // No hand-in yet: the count and Statistics, no Download hand-ins.
    '0Statistics',
    /Edit/,
  ]);

  await signOut(page);

  // The enrolled student was told, and finds the homework with its question (not its answer).
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  // The bell's list in the header (the student home has a notification panel of its own too).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Unread: New homework: ${homework.title}` })
    .click();
  await expectPath(page, '/homeworks-students');
  const assigned = page.getByRole('article', { name: homework.title });
  await expect(assigned.getByText('Subject: Mathematics')).toBeVisible();
  await expect(assigned.getByText('Chapter: Number')).toBeVisible();
  await expect(assigned.getByText(homework.text)).toBeVisible();
  await expect(assigned.getByText('Not submitted')).toBeVisible();
  const questions = assigned.getByRole('region', { name: 'Questions' });
  await expect(questions.getByText('Questions (1)')).toBeVisible();
  // Answered online: one choice per option, none chosen yet, no answer shown.
  const choices = questions.getByRole('radiogroup', { name: `1. ${question.title}` }).getByRole('radio');
  await expect(choices).toHaveCount(4);
  for (const [at, label] of ['A. 21', 'B. 23', 'C. 25', 'D. 27'].entries()) {
    await expect(choices.nth(at)).toHaveAccessibleName(label);
    await expect(choices.nth(at)).not.toBeChecked();
  }
  await expect(questions.getByText('Right choice')).toHaveCount(0);
  await expect(questions.getByText(/Correct answer/)).toHaveCount(0);
});
