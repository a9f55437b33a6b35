import { expect, test } from '../support/fixtures';
import { inPass, PASSES } from './axe-helpers';
import { apiAuth, DEMO, expectPath, signIn } from './helpers';

const title = `Audit names sheet ${Date.now()}`;
const due = '2030-05-14T09:15:00.000Z';

// The reader's clock: 09:15 UTC is 12:15 in Riyadh.
test.use({ timezoneId: 'Asia/Riyadh' });

test('the audit log names the subject and shows local times, with the ids on demand', async ({
  page,
  request,
}) => {
  const admin = await apiAuth(request, DEMO.admin);
  const subject = (await (await request.get('/api/subjects?search=IGCSE-0580', { headers: admin })).json())
    .data[0] as { _id: string; name: string };
  const chapters = (
    await (await request.get(`/api/chapters/subject/${subject._id}`, { headers: admin })).json()
  ).data as { _id: string }[];
  const created = await request.post('/api/homeworks', {
    headers: admin,
    multipart: { title, subject: subject._id, chapter: chapters[0]!._id, dueDate: due },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;
  expect((await request.delete(`/api/homeworks/${id}`, { headers: admin })).status()).toBe(200);

  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await page.goto('/home-admin/audit');
  const row = page.getByRole('row').filter({ hasText: title });
  const change = row.getByRole('cell').nth(4);
  // The fields in the order the database keeps them.
  await expect(change).toContainText(`Title: ${title}`);
  await expect(change).toContainText(`Subject: ${subject.name}`);
  await expect(change).toContainText(/Due date: May 14, 2030, 12:15\sPM/);
  await expect(row).not.toContainText('2030-05-14T');
  // The ids are there for whoever needs them, one click (or Enter) away.
  const ids = row.getByText('Ids', { exact: true });
  await expect(row.getByText(`${subject.name}: ${subject._id}`)).toBeHidden();
  await ids.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByText(`Record: ${id}`)).toBeVisible();
  await expect(row.getByText(`${subject.name}: ${subject._id}`)).toBeVisible();

  await inPass(page, PASSES[1], async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(4);
    // The subject's name keeps its own direction inside the Arabic line (FSI … PDI, web/src/lib/isolate.ts).
    await expect(arabic).toContainText(`المادة: \u2068${subject.name}\u2069`);
    await expect(arabic).toContainText('موعد التسليم: ');
    await expect(arabic).not.toContainText('2030-05-14T');
  });
});
