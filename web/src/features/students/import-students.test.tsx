import { notifications } from '@mantine/notifications';
import { STUDENT_CSV_COLUMNS, type StudentImportRow } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const row = (overrides: Partial<StudentImportRow>): StudentImportRow => ({
  line: 2,
  studentId: '',
  firstName: 'Omar',
  lastName: 'Ali',
  email: 'omar@sabora.test',
  system: 'IGCSE',
  subjects: ['PHY'],
  parentEmail: 'hala@sabora.test',
  action: 'add',
  changes: [],
  errors: [],
  problems: [],
  ...overrides,
});
const preview = (rows: StudentImportRow[]) => ({
  body: {
    success: true,
    data: {
      rows,
      validCount: rows.filter((r) => r.errors.length === 0).length,
      invalidCount: rows.filter((r) => r.errors.length > 0).length,
      added: rows.filter((r) => r.errors.length === 0 && r.action === 'add').length,
      updated: rows.filter((r) => r.errors.length === 0 && r.action === 'update').length,
      unchanged: rows.filter((r) => r.errors.length === 0 && r.action === 'unchanged').length,
    },
  },
});

async function openUpload() {
  const view = renderApp('/students-admin', { user: admin });
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Students' });
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const csv = new File(['firstName,lastName\n'], 'students.csv', { type: 'text/csv' });
  return { user, dialog, choose: (file = csv) => user.upload(input, file), csv };
}

describe('student CSV upload (/students-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('offers a template with the header row and an example row', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/students': listOf([]) });
    const { dialog } = await openUpload();
    const link = within(dialog).getByRole('link', { name: 'Download template' });
    expect(link).toHaveAttribute('download', 'students-template.csv');
    const href = link.getAttribute('href') ?? '';
    const [header, example, end] = decodeURIComponent(href.slice(href.indexOf(',') + 1)).split('\r\n');
    expect(header).toBe(STUDENT_CSV_COLUMNS.join(','));
    expect(example).toBe(
      ',Omar,Ali,omar.ali@example.com,+20 100 123 4567,Change-me-2026,IGCSE,2026-2027,active,Hala Ali,hala.ali@example.com,+20 100 765 4321,IGCSE-0580;IGCSE-0625',
    );
    expect(end).toBe('');
  });

  it("previews the file with each row's errors by line, and will not import while any row has errors", async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': preview([
        row({ line: 2 }),
        row({
          line: 3,
          firstName: 'Laila',
          email: 'not-an-email',
          errors: ['Email must be a valid email address.', 'Subjects: no subject has the code XYZ.'],
        }),
      ]),
    });
    const { dialog, choose, csv } = await openUpload();
    await choose();

    const table = await within(dialog).findByRole('table', { name: 'Rows to import' });
    // Rows with errors come alone first, tinted and marked.
    expect(within(table).queryByRole('row', { name: /Omar/ })).not.toBeInTheDocument();
    const line3 = within(table).getByRole('row', { name: /Laila/ });
    expect(line3).toHaveAttribute('data-invalid', 'true');
    expect(within(line3).getByLabelText('Has errors')).toBeInTheDocument();
    expect(within(line3).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(line3).getByText('Email must be a valid email address.')).toBeInTheDocument();
    expect(within(line3).getByText('Subjects: no subject has the code XYZ.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show only rows with errors' }));
    const line2 = within(table).getByRole('row', { name: /Omar/ });
    expect(within(line2).getByText('New')).toBeInTheDocument();
    expect(line2).not.toHaveAttribute('data-invalid');
    expect(
      within(dialog).getByText('1 row ready (1 new, 0 to update, 0 unchanged), 1 row with errors.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    const sent = api.callsTo('POST /api/students/import/preview')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBe(csv);
  });

  it('shows a refused file at the file field, not in an alert, and clears it when another file is chosen', async () => {
    let previews = 0;
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': () => {
        previews += 1;
        return previews === 1
          ? { status: 400, body: { success: false, code: 'importEmpty', message: 'file: the file is empty' } }
          : preview([row({ line: 2 })]);
      },
    });
    const { dialog, choose } = await openUpload();
    const field = within(dialog).getByRole('button', { name: 'CSV file' });
    await choose();

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('The file is empty');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await choose(new File(['firstName,lastName\nOmar,Ali\n'], 'fixed.csv', { type: 'text/csv' }));
    await within(dialog).findByRole('table', { name: 'Rows to import' });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('The file is empty')).not.toBeInTheDocument();
  });

  it('shows what each row changes, and that a file of unchanged students has nothing to import', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': preview([
        row({ line: 2, studentId: 'STU-2026-0001', action: 'update', changes: ['Phone', 'Status'] }),
        row({ line: 3, studentId: 'STU-2026-0002', firstName: 'Laila', action: 'unchanged' }),
      ]),
    });
    const { dialog, choose } = await openUpload();
    await choose();
    const table = await within(dialog).findByRole('table', { name: 'Rows to import' });
    const omar = within(table).getByRole('row', { name: /Omar/ });
    expect(within(omar).getByText('Update')).toBeInTheDocument();
    expect(within(omar).getByText('Phone, Status')).toBeInTheDocument();
    expect(within(omar).getByText('STU-2026-0001')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Laila/ })).getByText('Unchanged'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 rows ready (0 new, 1 to update, 1 unchanged).')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('says there is nothing to import when every row is unchanged', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': preview([row({ line: 2, action: 'unchanged' })]),
    });
    const { dialog, choose } = await openUpload();
    await choose();
    expect(
      await within(dialog).findByText('Nothing to import: every student in the file is already up to date.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports a clean file and shows the result', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': preview([row({ line: 2 }), row({ line: 3, firstName: 'Laila' })]),
      'POST /api/students/import': { body: { success: true, message: 'Imported 2 students.', created: 2 } },
    });
    const { user, dialog, choose } = await openUpload();
    await choose();
    await within(dialog).findByRole('table', { name: 'Rows to import' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Imported 2 students.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/students/import')).toHaveLength(1);
    // The list reloads with the new students.
    await waitFor(() => expect(api.callsTo('GET /api/students').length).toBeGreaterThan(1));
  });

  it('reports a refused import and shows the rows again', async () => {
    let previews = 0;
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': () => {
        previews += 1;
        return previews === 1
          ? preview([row({ line: 2 })])
          : preview([row({ line: 2, errors: ['Email belongs to a teacher account.'] })]);
      },
      'POST /api/students/import': {
        status: 400,
        body: {
          success: false,
          message: '1 row(s) have errors; nothing was imported.',
          errors: [{ line: 2, message: 'Email belongs to a teacher account.' }],
        },
      },
    });
    const { user, dialog, choose } = await openUpload();
    await choose();
    await within(dialog).findByRole('table', { name: 'Rows to import' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await within(dialog).findByText(
        'Failed to import students: 1 row(s) have errors; nothing was imported.',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Email belongs to a teacher account.')).toBeInTheDocument();
  });

  it("says each row's problems and its changed columns in the reader's language", async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': preview([
        row({
          line: 2,
          firstName: 'Laila',
          errors: ['Password must be at least 8 characters.', 'Parent email belongs to a teacher account.'],
          problems: [
            {
              code: 'importRowField',
              params: {
                label: 'Password',
                column: 'password',
                problem: 'must be at least 8 characters',
                issue: 'too_small',
                origin: 'string',
                minimum: 8,
              },
            },
            { code: 'importRowParentOtherRole', params: { role: 'teacher' } },
          ],
        }),
        row({ line: 3, studentId: 'STU-2026-0001', action: 'update', changes: ['Phone', 'Parent email'] }),
      ]),
    });
    const { dialog, choose } = await openUpload();
    await i18next.changeLanguage('ar');
    await choose();

    const laila = await within(dialog).findByRole('row', { name: /Laila/ });
    expect(within(laila).getByText('كلمة المرور: يجب ألا يقل عن ٨ حرف.')).toBeInTheDocument();
    // The role is named as the header names it, not in English.
    expect(within(laila).getByText('بريد ولي الأمر يخص حساب معلم.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('checkbox', { name: 'عرض الصفوف التي بها أخطاء فقط' }));
    const omar = within(dialog).getByRole('row', { name: /Omar/ });
    expect(within(omar).getByText('الهاتف وبريد ولي الأمر')).toBeInTheDocument();
  });

  it("says the result of an import in the reader's language", async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([]),
      'POST /api/students/import/preview': preview([row({ line: 2 })]),
      'POST /api/students/import': {
        body: { success: true, message: 'Imported 1 students.', created: 1, updated: 0, unchanged: 0 },
      },
    });
    const { user, dialog, choose } = await openUpload();
    await i18next.changeLanguage('ar');
    await choose();
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'استيراد' }));
    expect(await within(dialog).findByText('الطلاب: أُضيف ١، وحُدّث ٠، ولم يتغير ٠.')).toBeInTheDocument();
  });
});
