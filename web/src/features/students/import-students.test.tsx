import { notifications } from '@mantine/notifications';
import { STUDENT_CSV_COLUMNS, type StudentImportRow } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const row = (overrides: Partial<StudentImportRow>): StudentImportRow => ({
  line: 2,
  firstName: 'Omar',
  lastName: 'Ali',
  email: 'omar@sabora.test',
  system: 'IGCSE',
  subjects: ['PHY'],
  parentEmail: 'hala@sabora.test',
  errors: [],
  ...overrides,
});
const preview = (rows: StudentImportRow[]) => ({
  body: {
    success: true,
    data: {
      rows,
      validCount: rows.filter((r) => r.errors.length === 0).length,
      invalidCount: rows.filter((r) => r.errors.length > 0).length,
    },
  },
});

async function openUpload() {
  const view = renderApp('/students-admin', { user: admin });
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload students' });
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const csv = new File(['firstName,lastName\n'], 'students.csv', { type: 'text/csv' });
  return { user, dialog, choose: () => user.upload(input, csv), csv };
}

describe('student CSV upload (/students-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('offers a template with the header row', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/students': listOf([]) });
    const { dialog } = await openUpload();
    const link = within(dialog).getByRole('link', { name: 'Download template' });
    expect(link).toHaveAttribute('download', 'students-template.csv');
    const href = link.getAttribute('href') ?? '';
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      `${STUDENT_CSV_COLUMNS.join(',')}\r\n`,
    );
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
          errors: ['email: must be a valid email address', 'subjects: no subject with code XYZ'],
        }),
      ]),
    });
    const { dialog, choose, csv } = await openUpload();
    await choose();

    const table = await within(dialog).findByRole('table', { name: 'Rows to import' });
    const line3 = within(table).getByRole('row', { name: /Laila/ });
    expect(within(line3).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(line3).getByText('email: must be a valid email address')).toBeInTheDocument();
    expect(within(line3).getByText('subjects: no subject with code XYZ')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Omar/ })).getByText('OK')).toBeInTheDocument();
    expect(within(dialog).getByText('1 row(s) ready, 1 row(s) with errors.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    const sent = api.callsTo('POST /api/students/import/preview')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBe(csv);
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
          : preview([row({ line: 2, errors: ['email: an account with this email already exists'] })]);
      },
      'POST /api/students/import': {
        status: 400,
        body: {
          success: false,
          message: '1 row(s) have errors; nothing was imported.',
          errors: [{ line: 2, message: 'email: an account with this email already exists' }],
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
    expect(
      await within(dialog).findByText('email: an account with this email already exists'),
    ).toBeInTheDocument();
  });
});
