import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf, makeParent } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';
import { formatDate } from '../../lib/format';

const admin = makeUser({ role: 'admin' });
const hala = makeParent({
  firstName: 'Hala',
  lastName: 'Ali',
  email: 'hala@sabora.test',
  phone: '+20 100 555 6666',
  createdAt: '2026-02-03T10:00:00.000Z',
  children: [
    { _id: 'child-1', studentId: 'STU-0001', firstName: 'Omar', lastName: 'Ali', system: 'IGCSE' },
    { _id: 'child-2', studentId: 'STU-0004', firstName: 'Mona', lastName: 'Ali', system: 'IGCSE' },
  ],
});
const tarek = makeParent({
  firstName: 'Tarek',
  lastName: 'Zaki',
  email: 'tarek@sabora.test',
  phone: '+20 122 000 1111',
});
const updateKey = `PUT /api/parents/${hala._id}`;

function stubSchool(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': meReply(admin),
    'GET /api/parents': ({ search }) => {
      const term = new URLSearchParams(search).get('search');
      return listOf(term ? [tarek] : [hala, tarek]);
    },
    ...overrides,
  });
}

async function openEditHala() {
  renderApp('/parents-admin', { user: admin });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Hala Ali' }));
  const form = await screen.findByRole('form', { name: 'Edit Parent' });
  const fill = async (label: string, value: string) => {
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  };
  return {
    user,
    form,
    fill,
    save: () => user.click(within(form).getByRole('button', { name: 'Save Changes' })),
  };
}

describe('parents admin (/parents-admin)', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('lists parents with their children: Name, Email, Phone, Children, Created, Actions', async () => {
    stubSchool();
    renderApp('/parents-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Parents Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Parents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Children', 'Created', 'Actions']);
    const halaRow = within(table).getByRole('row', { name: /Hala Ali/ });
    expect(within(halaRow).getByText('hala@sabora.test')).toBeInTheDocument();
    expect(within(halaRow).getByText('+20 100 555 6666')).toBeInTheDocument();
    expect(within(halaRow).getByText(wholeText('Omar Ali (STU-0001)'))).toBeInTheDocument();
    expect(within(halaRow).getByText(wholeText('Mona Ali (STU-0004)'))).toBeInTheDocument();
    expect(within(halaRow).getByText(formatDate(hala.createdAt))).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Tarek Zaki/ })).getByText('No children'),
    ).toBeInTheDocument();
  });

  it('searches by name, email or phone on the server', async () => {
    const api = stubSchool();
    renderApp('/parents-admin', { user: admin });
    await screen.findByRole('row', { name: /Hala Ali/ });

    await userEvent.setup().type(screen.getByLabelText('Search parents'), '0122');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hala Ali/ })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(screen.getByRole('row', { name: /Tarek Zaki/ })).toBeInTheDocument();
    const query = new URLSearchParams(api.callsTo('GET /api/parents').at(-1)?.search);
    expect([query.get('search'), query.get('page'), query.get('limit')]).toEqual(['0122', '1', '20']);
  });

  it('exports the parents the search found', async () => {
    const api = stubSchool({ 'GET /api/parents/export': { body: 'firstName,lastName' } });
    // jsdom has no object URLs, and a download click would navigate.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:parents'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/parents-admin', { user: admin });
    await screen.findByRole('row', { name: /Hala Ali/ });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Search parents'), 'zaki');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hala Ali/ })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /api/parents/export')[0]?.search).toBe('?search=zaki');
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the empty state and the failure state', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/parents': listOf([]) });
    const first = renderApp('/parents-admin', { user: admin });
    expect(await screen.findByText('No parents found')).toBeInTheDocument();
    first.unmount();

    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/parents': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    renderApp('/parents-admin', { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch parents');
  });

  it('edits a parent: all four fields are required, then saves them', async () => {
    const api = stubSchool({
      [updateKey]: { body: { success: true, message: 'Parent updated successfully', data: hala } },
    });
    const { form, fill, save } = await openEditHala();
    expect(within(form).getByLabelText('Email')).toHaveValue('hala@sabora.test');
    await fill('Phone', '');
    await save();
    expect(within(form).getByText('Phone is required')).toBeInTheDocument();
    expect(api.callsTo(updateKey)).toHaveLength(0);

    await fill('Phone', '+20 100 555 7777');
    await fill('Last name', 'Hassan');
    await save();
    expect(await screen.findByText('Parent updated successfully')).toBeInTheDocument();
    expect(api.callsTo(updateKey)[0]?.body).toEqual({
      firstName: 'Hala',
      lastName: 'Hassan',
      email: 'hala@sabora.test',
      phone: '+20 100 555 7777',
    });
  });

  it('shows a refused email at the Email field, and clears it once the email is changed', async () => {
    stubSchool({
      [updateKey]: {
        status: 409,
        body: { success: false, message: 'email: an account with this email already exists' },
      },
    });
    const { form, fill, save } = await openEditHala();
    await fill('Email', 'tarek@sabora.test');
    await save();

    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('An account with this email already exists'),
    );
    expect(email).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await fill('Email', 'hala.new@sabora.test');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('An account with this email already exists')).not.toBeInTheDocument();
  });

  it('says "Failed to update parent" with the reason when the refusal names no field', async () => {
    stubSchool({
      [updateKey]: { status: 404, body: { success: false, message: 'Parent not found' } },
    });
    const { form, save } = await openEditHala();
    await save();

    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText('Failed to update parent')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Parent not found');
  });

  it('deletes a parent after confirmation, and says "Failed to delete parent" when refused', async () => {
    let refuse = true;
    const api = stubSchool({
      [`DELETE /api/parents/${hala._id}`]: () =>
        refuse
          ? { status: 404, body: { success: false, message: 'Parent not found' } }
          : { body: { success: true, message: 'Parent deleted successfully' } },
    });
    renderApp('/parents-admin', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Hala Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Parent' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this parent?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to delete parent')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Parent not found');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Parent deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/parents/${hala._id}`)).toHaveLength(2);
  });

  // The screen in Arabic, the parent count as a real Arabic plural, and the form's
  // field messages from the catalogue.
  it('shows the page, the count and the edit form in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubSchool();
    renderApp('/parents-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'إدارة أولياء الأمور' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'أولياء الأمور' });
    expect(within(table).getByRole('columnheader', { name: 'الأبناء' })).toBeInTheDocument();
    expect(within(table).getByText('لا يوجد أبناء')).toBeInTheDocument();
    expect(screen.getByText('وليا أمر')).toBeInTheDocument();

    const user = userEvent.setup();
    // The row's first button is Edit (its words belong to the shared components).
    const [edit] = within(within(table).getByRole('row', { name: /Hala Ali/ })).getAllByRole('button');
    if (!edit) throw new Error('no edit button');
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'تعديل ولي الأمر' });
    const phone = within(form).getByLabelText('الهاتف');
    await user.clear(phone);
    await user.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await within(form).findByText('حقل الهاتف مطلوب')).toBeInTheDocument();
  });
});
