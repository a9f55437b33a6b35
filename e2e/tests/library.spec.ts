import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '../support/fixtures';
import { expectPath, parentSignIn, signIn } from './helpers';

// Demo people no other test signs in as (server/src/seed): Omar teaches Arabic Language (National);
// Ali, a National student, takes Arabic Language only (every third student skips the second subject
// of their system); his parent Sherif.
const teacher = 'omar.farouk@sabora.school';
const student = 'ali.adel@students.sabora.school';
const parent = { email: 'sherif.adel@family.sabora.school', phone: '+20 111 000 0007' };
const subject = 'Arabic Language';
// Chapter 3 of the subject: the demo library fills chapters 1 and 2 only, so the new item is alone.
const chapter = 'Chapter 3: Reading';
const material = {
  title: 'Reading comprehension pack',
  description: 'Ten passages with questions, from the past papers.',
  tags: ['reading', 'past papers'],
  // A non-ASCII name: the download keeps it (RFC 6266 filename*).
  fileName: 'Reading pack – نصوص.pdf',
};

/**
 * A real PDF of about `megabytes` MB: one page of text and a stream of filler bytes, with a correct
 * cross-reference table, so any viewer opens it and the upload takes long enough to follow.
 */
function bigPdf(megabytes: number): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Reading comprehension pack) Tj ET';
  const filler = Buffer.alloc(megabytes * 1024 * 1024);
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 7919) % 251;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.from(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${filler.length} >>\nstream\n`),
      filler,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** The chapter table's row of the new material. */
const materialRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Chapter materials' })
    .getByRole('row', { name: new RegExp(material.title) });

/** The number in a Stats cell such as "1 download" or "3 downloads". */
async function downloadsIn(row: Locator): Promise<number> {
  const stats = row.getByText(/^\d+ downloads?$/);
  await expect(stats).toBeVisible();
  return Number.parseInt((await stats.textContent()) ?? '', 10);
}

// The student and the parent find the material the teacher uploads in the first test.
test.describe.configure({ mode: 'serial' });

test('a teacher uploads a PDF to a chapter and follows the progress bar', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, teacher);
  await expectPath(page, '/dashboard');
  await page.goto('/library-admin');
  await expect(page.getByRole('heading', { name: 'Library Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Library Resources' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });
  await dialog.getByLabel('Title').fill(material.title);
  await dialog.getByLabel('Description').fill(material.description);
  await dialog.getByLabel('Type').selectOption({ label: 'Material' });
  const subjectSelect = dialog.getByLabel('Subject');
  await expect(subjectSelect).toBeEnabled();
  await subjectSelect.selectOption({ label: subject });
  const chapterSelect = dialog.getByLabel('Chapter');
  await expect(chapterSelect).toBeEnabled();
  await chapterSelect.selectOption({ label: chapter });
  await dialog.getByLabel('Tags').fill(material.tags.join(', '));
  // Through a file: the browser reads a path at once, while a 10 MB buffer takes Playwright ~15 s.
  // In the test's output folder, which Playwright empties at the start of each run.
  const pdf = test.info().outputPath(material.fileName);
  await writeFile(pdf, bigPdf(10));
  await dialog.locator('input[type=file]').setInputFiles(pdf);
  await expect(dialog.getByText(material.fileName)).toBeVisible();

  // Over a fast local line the upload would be over before the bar can be seen: 4 MB/s up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 4 * 1024 * 1024,
  });
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(dialog.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel Upload' })).toBeVisible();

  await expect(page.getByText('Library item added successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const row = page
    .getByRole('table', { name: 'Library items' })
    .getByRole('row', { name: new RegExp(material.title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Material', { exact: true })).toBeVisible();
  await expect(row.getByText(subject, { exact: true })).toBeVisible();
  await expect(row.getByText(chapter, { exact: true })).toBeVisible();
  await expect(row.getByText(material.fileName)).toBeVisible();
  for (const tag of material.tags) await expect(row.getByText(tag, { exact: true })).toBeVisible();
  await expect(row.getByText('0 downloads')).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${material.title}` })).toBeVisible();
});

test('a student finds the material through subject and chapter, downloads it, and the count goes up', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, student);
  await expectPath(page, '/home-students');
  await page
    .getByRole('navigation', { name: 'Student navigation' })
    .getByRole('link', { name: 'Library', exact: true })
    .click();
  await expectPath(page, '/library');
  await expect(page.getByRole('heading', { name: 'Digital Library' })).toBeVisible();

  await page
    .getByRole('listitem', { name: subject })
    .getByRole('link', { name: subject, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByRole('link', { name: chapter, exact: true }).click();
  await expect(page.getByRole('heading', { name: chapter })).toBeVisible();

  const row = materialRow(page);
  await expect(row.getByText(material.description)).toBeVisible();
  await expect(row.getByText('Omar Farouk')).toBeVisible();
  const before = await downloadsIn(row);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${material.title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(material.fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The very bytes the teacher sent (bigPdf is deterministic).
  expect(bytes.equals(bigPdf(10))).toBe(true);

  await expect(row.getByText(`${before + 1} download${before + 1 === 1 ? '' : 's'}`)).toBeVisible();
  // The count is the server's: it stays after a reload.
  await page.reload();
  expect(await downloadsIn(materialRow(page))).toBe(before + 1);
});

test("a parent opens the library from the dashboard and sees the child's subject and the material", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await parentSignIn(page, parent.email, parent.phone);
  await expectPath(page, '/dashboard');
  // The dashboard's Library card; the side navigation holds a Library link too.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Library/ })
    .click();
  await expectPath(page, '/library');
  await expect(page.getByRole('heading', { name: 'Digital Library' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  await page
    .getByRole('listitem', { name: subject })
    .getByRole('link', { name: subject, exact: true })
    .click();
  await page.getByRole('link', { name: chapter, exact: true }).click();
  await expect(page.getByRole('heading', { name: chapter })).toBeVisible();
  const row = materialRow(page);
  await expect(row.getByText(material.description)).toBeVisible();
  await expect(row.getByRole('button', { name: `Download ${material.title}` })).toBeVisible();
});
