import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';
import { expectNoTokenStored, JWT_LIKE_TOKEN } from '../../../test/stored-tokens';
import { authStore } from '../../lib/auth-store';
import { i18next } from '../../lib/i18n/i18n';

const stored = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel', phone: null });
const fresh = { ...stored, phone: '+20 111 222 3333', avatarUrl: '/api/users/user-teacher/avatar' };

describe('profile page (/user-dashboard)', () => {
  it('shows the signed-in user as GET /api/auth/me returns them', async () => {
    stubApi({ 'GET /api/auth/me': meReply(fresh) });
    renderApp('/user-dashboard', { user: stored });

    const summary = await screen.findByRole('region', { name: 'Profile summary' });
    await waitFor(() => expect(within(summary).getByText('+20 111 222 3333')).toBeInTheDocument());
    expect(within(summary).getByText(stored.email)).toBeInTheDocument();
    expect(within(summary).getByText('Active')).toBeInTheDocument();
    expect(within(summary).getAllByText('Teacher').length).toBeGreaterThan(0);
    expect(within(summary).getByRole('img', { name: 'Karim Adel' })).toHaveAttribute('src', fresh.avatarUrl);
  });

  it('saves the edited profile and keeps the stored user in step', async () => {
    const updated = { ...fresh, firstName: 'Kareem' };
    const api = stubApi({
      'GET /api/auth/me': meReply(fresh),
      'PUT /api/users/me': { body: { success: true, data: { user: updated } } },
    });
    renderApp('/user-dashboard', { user: fresh });
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^First name/));
    await user.type(within(form).getByLabelText(/^First name/), 'Kareem');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me')[0]?.body).toEqual({
      firstName: 'Kareem',
      lastName: 'Adel',
      phone: '+20 111 222 3333',
    });
    expect(authStore.getUser()?.firstName).toBe('Kareem');
  });

  it('refuses an empty first name with the shared rule, without calling the server', async () => {
    const api = stubApi({ 'GET /api/auth/me': meReply(fresh) });
    renderApp('/user-dashboard', { user: fresh });
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    await userEvent.clear(within(form).getByLabelText(/^First name/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me')).toHaveLength(0);
  });

  it('shows each profile problem at its field, sends nothing, and clears a field’s message when it changes', async () => {
    let replies = 0;
    const api = stubApi({
      'GET /api/auth/me': meReply(fresh),
      'PUT /api/users/me': () => {
        replies += 1;
        return { status: 400, body: { success: false, message: 'lastName: must be at most 100 characters' } };
      },
    });
    renderApp('/user-dashboard', { user: fresh });
    const form = within(await screen.findByRole('form', { name: 'Edit Profile' }));
    const user = userEvent.setup();
    const first = form.getByLabelText(/^First name/);
    const phone = form.getByLabelText(/^Phone/);
    await user.clear(first);
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/^Phone /);
    expect(api.callsTo('PUT /api/users/me')).toHaveLength(0);

    await user.type(first, 'Kareem');
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('First name is required')).not.toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.clear(phone);
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');

    // The server's refusal that names a field is shown there, not as the form's message.
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    const last = form.getByLabelText(/^Last name/);
    await waitFor(() => expect(last).toHaveAccessibleDescription('Last name must be at most 100 characters'));
    expect(replies).toBe(1);
    expect(form.queryByText('Profile update failed')).not.toBeInTheDocument();
  });

  it('says "Please fill in all fields" for an empty field, and puts the new password’s problems at their fields', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(fresh),
      'PUT /api/users/me/password': {
        status: 400,
        body: { success: false, message: 'currentPassword: the current password is not correct' },
      },
    });
    renderApp('/user-dashboard', { user: fresh });
    const form = within(await screen.findByRole('form', { name: 'Change Password' }));
    const user = userEvent.setup();
    const change = () => user.click(form.getByRole('button', { name: 'Change Password' }));
    await change();
    expect(await form.findByText('Please fill in all fields')).toBeInTheDocument();

    const current = form.getByLabelText('Current password');
    const password = form.getByLabelText('New password');
    const confirm = form.getByLabelText('Confirm new password');
    await user.type(current, 'old-secret');
    await user.type(password, 'abc');
    await user.type(confirm, 'abd');
    await change();
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/^Password must be at least \d+ characters long!$/);
    expect(password).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match!');
    expect(form.queryByText('Please fill in all fields')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/password')).toHaveLength(0);

    await user.clear(confirm);
    expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, 'defgh');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(confirm, 'abcdefgh');
    await change();
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Password change failed')).not.toBeInTheDocument();
  });

  it('changes the password and stays signed in on the cookie the server renews, keeping no token', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(fresh),
      'PUT /api/users/me/password': {
        body: { success: true, data: { user: fresh, token: JWT_LIKE_TOKEN } },
      },
    });
    renderApp('/user-dashboard', { user: fresh });
    const form = await screen.findByRole('form', { name: 'Change Password' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'new-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret',
    });
    expect(authStore.getUser()).toMatchObject({ email: fresh.email });
    expectNoTokenStored(JWT_LIKE_TOKEN);
  });

  it('refuses a picture that is too large before uploading, and uploads a good one as "avatar"', async () => {
    const withPicture = { ...fresh, avatarUrl: '/api/users/user-teacher/avatar?v=2' };
    const api = stubApi({
      'GET /api/auth/me': meReply(fresh),
      'PUT /api/users/me/avatar': { body: { success: true, data: { user: withPicture } } },
    });
    const { container } = renderApp('/user-dashboard', { user: fresh });
    await screen.findByRole('button', { name: 'Change Picture' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const user = userEvent.setup({ applyAccept: false });

    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(await screen.findByText('The picture must be at most 2 MB.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/avatar')).toHaveLength(0);

    const good = new File(['png'], 'me.webp', { type: 'image/webp' });
    await user.upload(input, good);
    await waitFor(() => expect(authStore.getUser()?.avatarUrl).toBe(withPicture.avatarUrl));
    const sent = api.callsTo('PUT /api/users/me/avatar')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('avatar')).toBe(good);
  });

  // The profile in Arabic, with its form checks and a plural from the catalogue.
  describe('in Arabic', () => {
    afterEach(() => i18next.changeLanguage('en'));

    it("shows the summary and words both forms' problems in Arabic", async () => {
      await i18next.changeLanguage('ar');
      const api = stubApi({ 'GET /api/auth/me': meReply(fresh) });
      renderApp('/user-dashboard', { user: fresh });
      expect(await screen.findByRole('heading', { name: 'ملفي الشخصي' })).toBeInTheDocument();
      const summary = screen.getByRole('region', { name: 'ملخص الملف الشخصي' });
      expect(within(summary).getAllByText('معلم').length).toBeGreaterThan(0);

      const user = userEvent.setup();
      const profile = screen.getByRole('form', { name: 'تعديل الملف الشخصي' });
      await user.clear(within(profile).getByLabelText(/^الاسم الأول/));
      await user.click(within(profile).getByRole('button', { name: 'حفظ التغييرات' }));
      expect(await within(profile).findByText('حقل الاسم الأول مطلوب')).toBeInTheDocument();

      const password = screen.getByRole('form', { name: 'تغيير كلمة المرور' });
      await user.type(within(password).getByLabelText(/^كلمة المرور الحالية/), 'old-secret');
      await user.type(within(password).getByLabelText(/^كلمة المرور الجديدة/), 'abc');
      await user.type(within(password).getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'abc');
      await user.click(within(password).getByRole('button', { name: 'تغيير كلمة المرور' }));
      expect(await within(password).findByText(/^يجب ألا تقل كلمة المرور عن/)).toBeInTheDocument();
      expect(api.callsTo('PUT /api/users/me')).toHaveLength(0);
    });
  });
});
