import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin', firstName: 'Mona', lastName: 'Hassan' });
const settingsReply = (data: object) => ({ body: { success: true, data } });
const DEFAULTS = { language: 'en', theme: 'light', emailNotifications: true };

describe('admin home', () => {
  it('links to every management screen and to the dashboard', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/users/me/settings': settingsReply(DEFAULTS) });
    renderApp('/home-admin', { user: admin });

    const nav = await screen.findByRole('navigation', { name: 'Staff navigation' });
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets.sort()).toEqual(
      [
        '/dashboard',
        '/home-admin',
        '/students-admin',
        '/teachers-admin',
        '/parents-admin',
        '/subjects-admin',
        '/virtualclasses-admin',
        '/questionbank-admin',
        '/homework-admin',
        '/exams-admin',
        '/quizzes-admin',
        '/student-submissions-admin',
        '/gradebook-admin',
        '/announcements-admin',
        '/library-admin',
        '/home-admin/audit',
      ].sort(),
    );
  });

  it('names each area of the school in words, with what it is for and its screens', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/users/me/settings': settingsReply(DEFAULTS) });
    renderApp('/home-admin', { user: admin });

    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByRole('heading', { name: 'People' })).toBeInTheDocument();
    expect(within(people).getByText(/^Enroll students in their system and subjects/)).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/students-admin');
    const curriculum = screen.getByRole('region', { name: 'Curriculum' });
    expect(within(curriculum).getByText(/^Organise every subject into chapters/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Teaching' })).toBeInTheDocument();
    expect(screen.queryByText(/nav\.groups\./)).not.toBeInTheDocument();
  });

  // The welcome and what each area is for, in the reader's language.
  it('welcomes the admin and names the areas in Arabic', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/users/me/settings': settingsReply({ ...DEFAULTS, language: 'ar' }),
    });
    renderApp('/home-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك، Mona' })).toBeInTheDocument();
    expect(screen.getByText(/^كل ما تقوم عليه مدرستك/)).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'الأشخاص' });
    expect(within(people).getByText(/^سجّل الطلاب في نظامهم الدراسي/)).toBeInTheDocument();
  });

  it('shows the signed-in user in the account menu', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/users/me/settings': settingsReply(DEFAULTS) });
    renderApp('/home-admin', { user: admin });

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Account menu of Mona Hassan, Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Mona Hassan')).toBeInTheDocument();
    expect(within(menu).getByText(admin.email)).toBeInTheDocument();
    expect(within(menu).getByText('Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/user-dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('loads the saved settings, saves changes and applies the theme and language at once', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/users/me/settings': settingsReply(DEFAULTS),
      'PUT /api/users/me/settings': ({ body }) => settingsReply(body as object),
    });
    renderApp('/home-admin', { user: admin });
    const form = await screen.findByRole('form', { name: 'Settings' });
    const user = userEvent.setup();

    await user.click(within(form).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Arabic' }));
    await user.click(within(form).getByRole('combobox', { name: 'Theme' }));
    await user.click(await screen.findByRole('option', { name: 'Dark' }));
    await user.click(within(form).getByLabelText('Email notifications'));
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    // Arabic applies at once, so the form confirms in Arabic.
    expect(await screen.findByText('تم حفظ الإعدادات!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/settings')[0]?.body).toEqual({
      language: 'ar',
      theme: 'dark',
      emailNotifications: false,
    });
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("applies a signed-in user's saved theme when the app opens", async () => {
    const teacher = makeUser({ role: 'teacher' });
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/users/me/settings': settingsReply({
        language: 'fr',
        theme: 'dark',
        emailNotifications: true,
      }),
    });
    renderApp('/dashboard', { user: teacher });

    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
