import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { expectNoTokenStored, JWT_LIKE_TOKEN } from '../../../../test/stored-tokens';
import { authStore } from '../../../lib/auth-store';
import { i18next } from '../../../lib/i18n/i18n';

const admin = makeUser({ role: 'admin' });
const parent = makeUser({ role: 'parent', email: 'dad@sabora.test' });

function authReply(user = admin, token = 'new-token') {
  return { body: { success: true, data: { user, token } } };
}

async function fillStaffForm(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('has typed email and password inputs and a Forgot password link', async () => {
    stubApi();
    renderApp('/login');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('lets the keyboard reach the password visibility toggle and use it', async () => {
    stubApi();
    renderApp('/login');
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    await user.click(password);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show or hide characters' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between the two logins by keyboard: arrows choose, as in any radio group', async () => {
    stubApi();
    renderApp('/login');
    const user = userEvent.setup();
    const group = screen.getByRole('radiogroup', { name: 'Login type' });
    const staff = screen.getByRole('radio', { name: 'Student/Staff Login' });
    const parentTab = screen.getByRole('radio', { name: 'Parent Login' });
    expect(group).toContainElement(staff);
    expect(staff).toBeChecked();

    staff.focus();
    await user.keyboard('{ArrowRight}');
    expect(parentTab).toBeChecked();
    expect(await screen.findByLabelText(/^Parent Email/)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(staff).toBeChecked();
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
  });

  it("says 'Please fill in all fields' and calls nothing when a field is empty", async () => {
    const api = stubApi();
    renderApp('/login');
    await fillStaffForm('mona@sabora.test', '');

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the sign-in, and keeps the user on /login", async () => {
    stubApi({
      'POST /api/auth/login': { status: 401, body: { success: false, message: 'Invalid email or password' } },
    });
    const { router } = renderApp('/login');
    await fillStaffForm('mona@sabora.test', 'wrong');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(authStore.getUser()).toBeNull();
  });

  it("falls back to 'Login failed', and to 'Login failed. Please try again.' without a reply", async () => {
    const api = stubApi({ 'POST /api/auth/login': { status: 500, body: {} } });
    renderApp('/login');
    await fillStaffForm('mona@sabora.test', 'secret12');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('keeps the profile, never the token, and opens the role home only after the 1.5 s delay', async () => {
    const api = stubApi({ 'POST /api/auth/login': authReply(admin, JWT_LIKE_TOKEN) });
    const { router } = renderApp('/login');
    await fillStaffForm('  Mona@Sabora.test ', 'secret12');

    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'Mona@Sabora.test',
      password: 'secret12',
    });
    // The session is the HttpOnly cookie the server set; the reply's token is for API clients.
    expectNoTokenStored(JWT_LIKE_TOKEN);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      email: admin.email,
      role: 'admin',
    });
    expect(router.state.location.pathname).toBe('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home-admin'), { timeout: 3000 });
  });

  it('returns the user to the page they came from', async () => {
    stubApi({ 'POST /api/auth/login': authReply(admin) });
    const { router } = renderApp('/login', { state: { from: '/exams-admin?page=2' } });
    await fillStaffForm('mona@sabora.test', 'secret12');

    await waitFor(() => expect(router.state.location.pathname).toBe('/exams-admin'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('signs a parent in with email and phone and opens /dashboard', async () => {
    const api = stubApi({
      'POST /api/auth/parent-login': {
        body: { success: true, message: 'Welcome back!', data: { user: parent, token: JWT_LIKE_TOKEN } },
      },
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(screen.getByText('Parent Login'));

    expect(screen.getByLabelText(/^Parent Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    await user.type(screen.getByLabelText(/^Parent Email/), 'dad@sabora.test');
    await user.type(screen.getByLabelText(/^Phone/), '+20 100 123 4567');
    await user.click(screen.getByRole('button', { name: 'Login as Parent' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/parent-login')[0]?.body).toEqual({
      email: 'dad@sabora.test',
      phone: '+20 100 123 4567',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(authStore.getUser()).toMatchObject({ email: parent.email });
    expectNoTokenStored(JWT_LIKE_TOKEN);
  });

  it("checks the parent form and falls back to 'Parent login failed'", async () => {
    const api = stubApi({ 'POST /api/auth/parent-login': { status: 401, body: { success: false } } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(screen.getByText('Parent Login'));
    await user.type(screen.getByLabelText(/^Parent Email/), 'dad@sabora.test');
    await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Phone/), '0100');
    await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
    expect(await screen.findByText('Parent login failed')).toBeInTheDocument();
  });

  // The sign-in page and its messages in Arabic, the server's success words replaced.
  describe('in Arabic', () => {
    afterEach(() => i18next.changeLanguage('en'));

    it('shows the page, both forms and their messages in Arabic', async () => {
      await i18next.changeLanguage('ar');
      stubApi({
        'POST /api/auth/parent-login': {
          body: { success: true, message: 'Login successful', data: { user: parent, token: 'p' } },
        },
      });
      renderApp('/login');
      const user = userEvent.setup();
      expect(screen.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
      expect(await screen.findByText('يرجى ملء جميع الحقول')).toBeInTheDocument();

      await user.click(screen.getByText('دخول ولي الأمر'));
      await user.type(screen.getByLabelText(/^البريد الإلكتروني لولي الأمر/), 'dad@sabora.test');
      await user.type(screen.getByLabelText(/^الهاتف/), '+20 100 123 4567');
      await user.click(screen.getByRole('button', { name: 'الدخول كولي أمر' }));
      expect(await screen.findByText('تم تسجيل الدخول بنجاح! جارٍ التحويل...')).toBeInTheDocument();
    });
  });
});
