import ExcelJS from 'exceljs';
import { expect, type Page, test } from '../support/fixtures';
import { axeViolations, inEachPass, settle, words } from './axe-helpers';
import { DEMO, expectPath, signIn } from './helpers';
import { mathsIds } from './screens';

/** The averages column as numbers, top to bottom ('—' for none: null). */
async function averages(page: Page) {
  const cells = await page.locator('tbody tr td:last-child').allInnerTexts();
  return cells.map((text) => (/\d/.test(text) ? Number(text.replace(',', '.')) : null));
}

test('a teacher opens a subject’s gradebook, sorts it and downloads it as Excel', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { subject } = await mathsIds(request);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Staff navigation' })
    .getByRole('link', { name: 'Gradebook' })
    .click();
  await expectPath(page, '/gradebook-admin');
  await expect(page.getByText('Choose a subject to see its gradebook.')).toBeVisible();

  await page.getByLabel('Subject').selectOption(subject);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  // Youssef's row: the demo's graded quick check and warm-up.
  const youssef = table.getByRole('row', { name: /Youssef Mostafa/ });
  await expect(youssef.getByRole('cell', { name: '100', exact: true })).toBeVisible();
  await expect(youssef.getByRole('cell', { name: '88', exact: true })).toBeVisible();

  // By average, highest first; again, lowest first; students with no average last both ways.
  const byAverage = table.getByRole('button', { name: 'Sort by Average' });
  await byAverage.click();
  await expect(table.getByRole('columnheader', { name: 'Sort by Average' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const down = await averages(page);
  const graded = down.filter((value): value is number => value !== null);
  expect(graded.length).toBeGreaterThan(0);
  expect(graded).toEqual([...graded].sort((a, b) => b - a));
  expect(down.slice(graded.length).every((value) => value === null)).toBe(true);
  await byAverage.click();
  await expect(table.getByRole('columnheader', { name: 'Sort by Average' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const up = (await averages(page)).filter((value): value is number => value !== null);
  expect(up).toEqual([...graded].reverse());

  // The Excel file holds the same students and grades.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Mathematics gradebook.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((row) => row.slice(1));
  const names = await table
    .locator('tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('p')?.textContent ?? ''));
  expect(rows.map((row) => row[0]).sort()).toEqual([...names].sort());
  const inFile = rows.find((row) => row[0] === 'Youssef Mostafa')!;
  expect(inFile).toContain(100);
  expect(inFile).toContain(88);
});

test('the gradebook has no accessibility violations in English and Arabic', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { subject } = await mathsIds(request);
  await signIn(page, DEMO.teacher);
  await expectPath(page, '/dashboard');
  await inEachPass(page, async (pass) => {
    await page.goto('/gradebook-admin');
    await settle(page);
    await page.getByLabel(words(pass.language, 'common')('subjects.subject')).selectOption(subject);
    await expect(page.getByRole('table')).toBeVisible();
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', pass.dir);
    expect(await axeViolations(page), pass.language).toEqual([]);
  });
});
