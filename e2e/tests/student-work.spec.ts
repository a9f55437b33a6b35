import { expect, test } from '../support/fixtures';
import { DEMO, expectPath, handIn, pdfUpload, signIn } from './helpers';

const student = 'adam.salem@students.sabora.school';
const answers = pdfUpload('answers.pdf', 'my answers');

test('a student hands in a homework and an exam and sees them awaiting grading', async ({ page }) => {
  await signIn(page, student);
  await expectPath(page, '/home-students');

  await page.goto('/homeworks-students');
  const homework = page.getByRole('article', { name: 'Mathematics: chapter 1 practice' });
  await expect(homework.getByText('Not submitted')).toBeVisible();
  const submitHomework = homework.getByRole('button', { name: 'Submit Homework' });
  await expect(submitHomework).toBeDisabled();
  await homework.locator('input[type=file]').setInputFiles(answers);
  await handIn(homework, 'Submit Homework');
  await expect(homework.getByText('Submitted successfully!')).toBeVisible();
  await expect(homework.getByText('Submitted, awaiting grading')).toBeVisible();
  // The closed homework can no longer be handed in.
  const closed = page.getByRole('article', { name: 'Mathematics: warm-up exercises' });
  await expect(closed.getByText('Submission closed')).toBeVisible();
  await expect(closed.locator('input[type=file]')).toHaveCount(0);

  await page.goto('/exams-students');
  const exam = page.getByRole('article', { name: 'Mathematics: mid-term exam' });
  await exam.locator('input[type=file]').setInputFiles(answers);
  await handIn(exam, 'Submit Exam');
  await expect(exam.getByText('Submitted successfully!')).toBeVisible();
  await expect(exam.getByText('Submitted', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Mathematics: mid-term exam' }).getByText('answers.pdf'),
  ).toBeVisible();
});

test('a past-due exam shows the warning and no upload form', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.admin, password: DEMO.password },
  });
  const auth = { authorization: `Bearer ${(await login.json()).data.token}` };
  const subjects = (await (await request.get('/api/subjects?search=IGCSE-0580', { headers: auth })).json())
    .data;
  const created = await request.post('/api/exams', {
    headers: auth,
    multipart: {
      title: 'Mathematics: surprise quiz paper',
      description: 'Closed already.',
      subject: subjects[0]._id,
      dueDate: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  // A new exam cannot be due in the past: its date is moved back by an edit.
  const moved = await request.put(`/api/exams/${(await created.json()).data._id}`, {
    headers: auth,
    multipart: {
      title: 'Mathematics: surprise quiz paper',
      description: 'Closed already.',
      subject: subjects[0]._id,
      dueDate: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    },
  });
  expect(moved.status()).toBe(200);

  await signIn(page, student);
  await expectPath(page, '/home-students');
  await page.goto('/exams-students');
  const exam = page.getByRole('article', { name: 'Mathematics: surprise quiz paper' });
  await expect(exam.getByText('Due date has passed. Late submissions are not allowed.')).toBeVisible();
  await expect(exam.locator('input[type=file]')).toHaveCount(0);
});
