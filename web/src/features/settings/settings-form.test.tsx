import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin', firstName: 'Mona' });
const settingsReply = (data: object) => ({ body: { success: true, data } });
const ARABIC = { language: 'ar', theme: 'light', emailNotifications: true };

describe('settings in Arabic', () => {
  it('shows the form, its choices and its messages in the saved language', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/users/me/settings': settingsReply(ARABIC),
      'PUT /api/users/me/settings': ({ body }) => settingsReply(body as object),
    });
    renderApp('/home-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'الإعدادات' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('combobox', { name: 'المظهر' }));
    await user.click(await screen.findByRole('option', { name: 'داكن' }));
    await user.click(within(form).getByRole('button', { name: 'حفظ الإعدادات' }));

    expect(await screen.findByText('تم حفظ الإعدادات!')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'اللغة' })).toHaveValue('العربية');
  });

  it('says so in Arabic when the settings cannot be saved', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/users/me/settings': settingsReply(ARABIC),
      'PUT /api/users/me/settings': { status: 500, body: { success: false } },
    });
    renderApp('/home-admin', { user: admin });

    const form = await screen.findByRole('form', { name: 'الإعدادات' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'حفظ الإعدادات' }));
    expect(await within(form).findByText('تعذّر حفظ الإعدادات')).toBeInTheDocument();
  });
});

describe('settings refused by the server', () => {
  it('shows a refusal that names a setting at its control, not in an alert, until it changes', async () => {
    const message = 'theme: Invalid option: expected one of "light"|"dark"';
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/users/me/settings': settingsReply({ ...ARABIC, language: 'en' }),
      'PUT /api/users/me/settings': {
        status: 400,
        body: {
          success: false,
          code: 'invalidField',
          params: { field: 'theme', issue: 'invalid_value' },
          message,
        },
      },
    });
    renderApp('/home-admin', { user: admin });

    const form = await screen.findByRole('form', { name: 'Settings' });
    const theme = within(form).getByRole('combobox', { name: 'Theme' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(theme).toHaveAttribute('aria-invalid', 'true'));
    expect(theme).toHaveAccessibleDescription('Invalid option: expected one of "light"|"dark"');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/settings')).toHaveLength(1);

    await user.click(theme);
    await user.click(await screen.findByRole('option', { name: 'Dark' }));
    expect(theme).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText(/Invalid option/)).not.toBeInTheDocument();
  });
});
