import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '../support/fixtures';
import { DEMO, signIn } from './helpers';

/** Clicks what saves a file and returns the file's text. */
async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return readFile((await download.path())!, 'utf8');
}

const exportStudents = (page: Page) =>
  downloadText(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());

async function openUpload(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  return page.getByRole('dialog', { name: 'Upload Students' });
}

async function chooseFile(dialog: Locator, name: string, text: string) {
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** The preview table's right edge is inside the dialog: the Result column needs no scrolling. */
async function expectTableFits(dialog: Locator) {
  const result = dialog.getByRole('columnheader', { name: 'Result' });
  await expect(result).toBeVisible();
  const [cell, box] = [await result.boundingBox(), await dialog.locator('.mantine-Modal-body').boundingBox()];
  expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
}

test('an admin exports the students, edits the file, imports it back, and only the edit changes', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/students-admin');
  await expect(page.getByRole('table')).toBeVisible();

  const exported = await exportStudents(page);
  const lines = exported
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'studentId,firstName,lastName,email,phone,system,academicYear,status,parentName,parentEmail,parentPhone,subjects',
  );
  // Phones as they are, not '+20 …
  expect(exported).toContain(`,${DEMO.parent.phone},`);
  expect(exported).not.toContain("'+");

  // The file as it came: nothing to import.
  let dialog = await openUpload(page);
  await chooseFile(dialog, 'students.csv', exported);
  const students = lines.length - 1;
  await expect(dialog.getByRole('status')).toHaveText(
    `${students} rows ready (0 new, 0 to update, ${students} unchanged).`,
  );
  await expect(
    dialog.getByText('Nothing to import: every student in the file is already up to date.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectTableFits(dialog);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // One student's phone and status edited (status in capitals): one update.
  const youssef = lines.findIndex((l) => l.includes(DEMO.student));
  const cells = lines[youssef]!.split(',');
  cells[4] = '+20 100 999 8877';
  cells[7] = 'ACTIVE';
  const edited = [...lines.slice(0, youssef), cells.join(','), ...lines.slice(youssef + 1)];
  dialog = await openUpload(page);
  await chooseFile(dialog, 'students.csv', `${edited.join('\r\n')}\r\n`);
  await expect(dialog.getByRole('status')).toHaveText(
    `${students} rows ready (0 new, 1 to update, ${students - 1} unchanged).`,
  );
  const row = dialog.getByRole('row', { name: new RegExp(DEMO.student) });
  await expect(row.getByText('Update')).toBeVisible();
  await expect(row.getByText('Phone', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText(`Students updated 1, ${students - 1} unchanged.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Exported again: exactly the edited file (the status as stored, in lower case).
  cells[7] = 'active';
  const expected = [...lines.slice(0, youssef), cells.join(','), ...lines.slice(youssef + 1)];
  expect(
    (await exportStudents(page))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  ).toEqual(expected);
});

test('the template has an example row; lower-case values pass and bad rows are marked in words people read', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/students-admin');
  const dialog = await openUpload(page);
  const template = await downloadText(page, () =>
    dialog.getByRole('link', { name: 'Download template' }).click(),
  );
  const [header, example] = template.trimEnd().split('\r\n');
  expect(example).toContain('omar.ali@example.com');

  const bad = example!
    .replace('omar.ali@example.com', 'nadia.ali@example.com')
    .replace(',IGCSE,', ',Martian,')
    .replace('+20 100 123 4567', '');
  const good = example!.replace(',IGCSE,', ',igcse,');
  await chooseFile(dialog, 'students.csv', `${header}\r\n${good}\r\n${bad}\r\n`);
  await expect(dialog.getByRole('status')).toHaveText(
    '1 row ready (1 new, 0 to update, 0 unchanged), 1 row with errors.',
  );
  const marked = dialog.locator('tr[data-invalid]');
  await expect(marked).toHaveCount(1);
  await expect(marked.getByText('Phone is required.')).toBeVisible();
  await expect(marked.getByText('System "Martian" is not one of National, IGCSE or American.')).toBeVisible();
  await expectTableFits(dialog);
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // Corrected: the two rows import, the lower-case system read as IGCSE.
  const fixed = bad
    .replace(',Martian,', ',National,')
    .replace(',,', ',+20 100 123 4568,')
    .replace(/,[^,]*$/, ',');
  await chooseFile(dialog, 'students.csv', `${header}\r\n${good}\r\n${fixed}\r\n`);
  await expect(dialog.getByRole('status')).toHaveText('2 rows ready (2 new, 0 to update, 0 unchanged).');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Imported 2 students.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Search students').fill('omar.ali@example.com');
  const omar = page.getByRole('row', { name: /omar\.ali@example\.com/ });
  await expect(omar).toContainText('IGCSE');
});
