import { expect, test } from '../support/fixtures';
import { apiAuth, DEMO, expectPath, lastMailTo, parentSignIn } from './helpers';

// Khaled (the demo parent) follows Youssef. The teacher's side (a homework set,
// handed in and graded) goes through the API here: the grading dialog has browser tests of its own
// (grading.spec.ts); this test is the parent's path.
const title = `Fractions check ${Date.now()}`;
const feedback = 'Neat working: simplify your final answers.';

test("a parent sees the grade just posted for their child, with the notification and the child's average", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const teacher = await apiAuth(request, DEMO.teacher);
  const subjects = await request.get('/api/subjects?search=IGCSE-0580', { headers: teacher });
  const subjectId = (await subjects.json()).data[0]._id as string;
  const chapters = await request.get(`/api/chapters/subject/${subjectId}`, { headers: teacher });
  const chapterId = (await chapters.json()).data[0]._id as string;
  const created = await request.post('/api/homeworks', {
    headers: teacher,
    multipart: {
      title,
      subject: subjectId,
      chapter: chapterId,
      dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const student = await apiAuth(request, DEMO.student);
  const handedIn = await request.post('/api/homework-submissions/submit', {
    headers: student,
    multipart: {
      homeworkId: (await created.json()).data._id,
      files: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 answers') },
    },
  });
  expect(handedIn.status()).toBe(201);
  const graded = await request.put(`/api/homework-submissions/${(await handedIn.json()).data._id}/grade`, {
    headers: teacher,
    multipart: { grade: '93', feedback },
  });
  expect(graded.ok()).toBe(true);
  const { average } = (await (await request.get('/api/students/me/summary', { headers: student })).json())
    .data;

  // The parent signs in: the grade on the dashboard with its feedback, and Youssef's average.
  await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
  await expectPath(page, '/dashboard');
  const progress = page.getByRole('region', { name: "Youssef's Progress" });
  await expect(progress.getByText(`${average.toFixed(1)}%`)).toBeVisible();
  const grade = progress.getByRole('list', { name: 'Recent grades' }).getByRole('listitem', { name: title });
  await expect(grade.getByText('93/100')).toBeVisible();
  await expect(grade.getByText(`“${feedback}”`)).toBeVisible();

  // The notification in the bell leads to Youssef's grades.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Unread: Grade posted for Youssef: ${title}` })
    .click();
  await expectPath(page, '/dashboard/grades');
  await expect(page.getByRole('heading', { name: "Youssef Mostafa's Grades" })).toBeVisible();
  await expect(page.getByRole('listitem', { name: title }).getByText('93/100')).toBeVisible();

  // And by mail, since the demo parent allows e-mail notifications.
  expect(await lastMailTo(DEMO.parent.email, title)).toContain(feedback);
});
