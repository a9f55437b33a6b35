import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf, makeStudent } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const omar = makeStudent({ studentId: 'STU-0001', system: 'IGCSE', status: 'active' });
const laila = makeStudent({
  studentId: 'STU-0002',
  system: 'National',
  status: 'graduated',
  user: {
    ...omar.user,
    _id: 'user-laila',
    firstName: 'Laila',
    lastName: 'Fathy',
    email: 'laila@sabora.test',
  },
});

describe('students admin (/students-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('lists students in a table: Name, Student ID, System, Email, Status, Actions', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/students': listOf([omar, laila]) });
    renderApp('/students-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Students Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Student ID', 'System', 'Email', 'Status', 'Actions']);
    const omarRow = within(table).getByRole('row', { name: /Omar Ali/ });
    expect(
      within(omarRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Omar Ali', 'STU-0001', 'IGCSE', 'omar@sabora.test', 'Active', 'EditDelete']);
    // Other statuses are shown as they are.
    expect(
      within(within(table).getByRole('row', { name: /Laila Fathy/ })).getByText('graduated'),
    ).toBeInTheDocument();
  });

  it('says which search found nothing, and clears it', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': (request) =>
        new URLSearchParams(request.search).get('search') ? listOf([]) : listOf([omar]),
    });
    renderApp('/students-admin', { user: admin });
    await screen.findByRole('row', { name: /Omar Ali/ });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search students'), 'zzqx');
    expect(await screen.findByText('No students match "zzqx"')).toBeInTheDocument();
    expect(screen.queryByText('No students found. Add your first student!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search students')).toHaveValue('');
    expect(await screen.findByRole('row', { name: /Omar Ali/ })).toBeInTheDocument();
  });

  it('shows the empty state and the failure state', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/students': listOf([]) });
    const first = renderApp('/students-admin', { user: admin });
    expect(await screen.findByText('No students found. Add your first student!')).toBeInTheDocument();
    first.unmount();

    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    renderApp('/students-admin', { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });

  it('searches on the server once typing stops, and pages from page 1 of the results', async () => {
    const api = stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/students': listOf([omar], 3) });
    renderApp('/students-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('GET /api/students').at(-1)?.search).toContain('page=2'));

    await user.type(screen.getByLabelText('Search students'), 'omar');
    await waitFor(() => {
      const query = new URLSearchParams(api.callsTo('GET /api/students').at(-1)?.search);
      expect([query.get('search'), query.get('page'), query.get('limit')]).toEqual(['omar', '1', '20']);
    });
    // One call for the finished word, none per keystroke.
    const searched = api
      .callsTo('GET /api/students')
      .map((call) => new URLSearchParams(call.search).get('search'))
      .filter(Boolean);
    expect(searched).toEqual(['omar']);
  });

  it('deletes after confirmation, which deactivates and keeps history unless erasing is chosen', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([omar]),
      [`DELETE /api/students/${omar._id}`]: {
        body: { success: true, message: 'Student deleted successfully!' },
      },
    });
    renderApp('/students-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Ali' }));

    let dialog = await screen.findByRole('dialog', { name: 'Delete Student' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this student?');
    expect(dialog).toHaveTextContent('their submissions and grades are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /api/students/${omar._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Omar Ali' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Student' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Student deleted successfully!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Omar Ali' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Student' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Erase the Account Instead/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/students/${omar._id}`)).toHaveLength(2));
    expect(api.callsTo(`DELETE /api/students/${omar._id}`).map((call) => call.search)).toEqual([
      '',
      '?erase=true',
    ]);
  });

  it('shows why a delete was refused', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([omar]),
      [`DELETE /api/students/${omar._id}`]: {
        status: 404,
        body: { success: false, message: 'Student not found' },
      },
    });
    renderApp('/students-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Student' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Failed to delete student: Student not found'),
    ).toBeInTheDocument();
  });

  it('exports the CSV through an authenticated request and saves it as a file', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/students': listOf([omar]),
      'GET /api/students/export': { body: 'firstName,lastName' },
    });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:students');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderApp('/students-admin', { user: admin });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('System'), 'IGCSE');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    const [exported] = api.callsTo('GET /api/students/export');
    expect(exported?.search).toBe('?system=IGCSE');
    expect(exported?.credentials).toBe('same-origin');
    expect(exported?.headers.get('Authorization')).toBeNull();
    expect(clicks[0]?.download).toBe('students.csv');
    expect(clicks[0]?.href).toBe('blob:students');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
