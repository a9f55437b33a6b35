import { expect, type Page, test } from '../support/fixtures';
import { DEMO, expectPath, handIn as handInFrom, pngUpload, signIn, signOut, type Upload } from './helpers';

// Mona Hassan teaches SAT Math; Farida and Hamza take it (demo seed). They hand in its open
// homework, which no other browser test touches: Farida a PDF, Hamza a photo.
const homework = 'SAT Math: chapter 1 practice';
const farida = 'farida.youssef@students.sabora.school';
const hamza = 'hamza.zaki@students.sabora.school';

/** A real one-page PDF (a viewer can open it), its cross-reference table computed. */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 30 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 30 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const pdf: Upload = {
  name: 'farida-answers.pdf',
  mimeType: 'application/pdf',
  buffer: onePagePdf('Farida: x = 7'),
};
const photo = pngUpload('hamza-answers.png');

async function handIn(page: Page, student: string, file: Upload) {
  await signIn(page, student);
  await expectPath(page, '/home-students');
  await page.goto('/homeworks-students');
  const card = page.getByRole('article', { name: homework });
  await card.locator('input[type=file]').setInputFiles(file);
  await handInFrom(card, 'Submit Homework');
  await expect(card.getByText('Submitted, awaiting grading')).toBeVisible();
  await signOut(page);
}

test('a teacher grades a homework beside its PDF, then moves on with Save and next ungraded', async ({
  page,
}) => {
  // Three people sign in one after the other on a busy machine.
  test.setTimeout(120_000);
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspErrors.push(message.text());
  });
  await handIn(page, farida, pdf);
  await handIn(page, hamza, photo);

  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Staff navigation' })
    .getByRole('link', { name: 'Student Submissions' })
    .click();
  await page.getByLabel('Search submissions').fill(homework);
  const faridaCard = page.getByRole('listitem', { name: `Farida Youssef — ${homework}` });
  const hamzaCard = page.getByRole('listitem', { name: `Hamza Zaki — ${homework}` });
  await expect(faridaCard.getByText('Submitted', { exact: true })).toBeVisible();
  // Work waiting for a grade stands out, in the theme's orange (Sabora's palette, not Mantine's
  // default shade: web/src/app/palette.ts).
  const orange = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-color-orange-6)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  expect(orange).toMatch(/^rgb\(/);
  await expect(faridaCard).toHaveCSS('border-left-color', orange);

  const fileResponses: import('@playwright/test').Response[] = [];
  page.on('response', (response) => {
    if (/\/api\/homework-submissions\/[^/]+\/file\/0$/.test(response.url())) fileResponses.push(response);
  });
  await faridaCard.getByRole('button', { name: `Grade Farida Youssef — ${homework}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Grade Submission' });
  const preview = dialog.getByTitle('Preview of farida-answers.pdf');
  await expect(preview).toBeVisible();
  // The frame shows the file the preview fetched with the teacher's session: Farida's very PDF.
  await expect.poll(() => fileResponses.length).toBe(1);
  expect(fileResponses[0]!.status()).toBe(200);
  const served = await page.evaluate(async (url) => {
    const reply = await fetch(url);
    return (await reply.text()).slice(0, 8);
  }, fileResponses[0]!.url());
  expect(served).toBe('%PDF-1.4');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('blob:'))).toBe(true);

  await dialog.getByLabel('Grade (0-100)').fill('92');
  await dialog.getByLabel('Feedback').fill('Clear working throughout.');
  await dialog.getByRole('button', { name: 'Save and next ungraded' }).click();
  await expect(page.getByText('Grade updated successfully!').first()).toBeVisible();

  // Next: Hamza's photo, shown as an image, with an empty form.
  dialog = page.getByRole('dialog', { name: 'Grade Submission' });
  await expect(dialog.getByText(`Hamza Zaki — ${homework}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of hamza-answers.png' })).toBeVisible();
  await expect(dialog.getByLabel('Grade (0-100)')).toHaveValue('');
  await dialog.getByLabel('Grade (0-100)').fill('85');
  await dialog.getByRole('button', { name: 'Save and next ungraded' }).click();
  await expect(page.getByText('No more ungraded submissions.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(faridaCard.getByText('Grade: 92/100')).toBeVisible();
  await expect(hamzaCard.getByText('Grade: 85/100')).toBeVisible();
  await expect(faridaCard.getByText('Graded', { exact: true })).toBeVisible();
  await expect(faridaCard).not.toHaveCSS('border-left-color', orange);
  expect(cspErrors).toEqual([]);
});
