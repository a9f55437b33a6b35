import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { stubApi } from '../../test/fetch-stub';
import { meReply, renderApp } from '../../test/render-app';
import { authStore } from '../lib/auth-store';
import { ROUTE_TABLE } from './routes';

const admin = makeUser({ role: 'admin' });
const teacher = makeUser({ role: 'teacher', firstName: 'Karim' });
const student = makeUser({ role: 'student', firstName: 'Omar' });

describe('route table', () => {
  it('guards every route as the route table says', () => {
    const accessOf = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.access;
    const expected: Record<string, unknown> = {
      '/': 'public',
      '/login': 'public',
      '/forgot-password': 'public',
      '/unauthorized': 'public',
      '/dashboard': 'signed-in',
      '/user-dashboard': 'signed-in',
      '/library': 'signed-in',
      '/library/:subjectId': 'signed-in',
      '/library/:subjectId/:chapterId': 'signed-in',
    };
    for (const path of [
      '/home-students',
      '/student-dashboard',
      '/quiz-students',
      '/exams-students',
      '/homeworks-students',
      '/grades',
      '/virtual-classes',
      '/subjects',
      '/chapters/:subjectId',
    ]) {
      expected[path] = ['student'];
    }
    for (const path of [
      '/home-admin',
      '/home-admin/audit',
      '/students-admin',
      '/teachers-admin',
      '/parents-admin',
      '/subjects-admin',
      '/chapters-admin/:subjectId',
    ]) {
      expected[path] = ['admin'];
    }
    for (const path of [
      '/virtualclasses-admin',
      '/questionbank-admin',
      '/homework-admin',
      '/exams-admin',
      '/quizzes-admin',
      '/student-submissions-admin',
      '/library-admin',
    ]) {
      expected[path] = ['admin', 'teacher'];
    }
    for (const [path, access] of Object.entries(expected)) {
      expect({ path, access: accessOf(path) }).toEqual({ path, access });
    }
  });

  it('sends a signed-out visitor to /login and keeps where they came from', async () => {
    stubApi();
    const { router } = renderApp('/exams-admin?page=2');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/exams-admin?page=2' });
  });

  it('sends a user of another role to /unauthorized', async () => {
    stubApi({ 'GET /api/auth/me': meReply(teacher) });
    const { router } = renderApp('/students-admin', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('opens a page for a user of the right role, after a spinner while the session is confirmed', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    stubApi({ 'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderApp('/library-admin', { user: teacher });

    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    await act(async () => answer(meReply(teacher)));

    expect(await screen.findByRole('heading', { name: 'Library Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/library-admin');
  });

  it('signs out a stored session the server no longer accepts, and sends the user to /login', async () => {
    stubApi({ 'GET /api/auth/me': { status: 401, body: { success: false, message: 'Token revoked' } } });
    const { router } = renderApp('/home-admin', { user: admin });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/home-admin' });
    expect(authStore.getUser()).toBeNull();
  });

  it('sends a student opening /dashboard to /home-students', async () => {
    stubApi({ 'GET /api/auth/me': meReply(student) });
    const { router } = renderApp('/dashboard', { user: student });

    expect(await screen.findByRole('heading', { name: 'Student Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home-students');
  });

  it('shows a 404 page for an unknown path', async () => {
    stubApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    stubApi({ 'GET /api/auth/me': meReply(admin) });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/dashboard', { user: admin });
    await screen.findByRole('heading', { name: 'Mona Hassan' });
    scrollTo.mockClear();

    await act(() => router.navigate('/user-dashboard'));
    // The next page is a chunk of its own: the route changes once it has arrived.
    await screen.findByRole('heading', { name: 'My Profile' });

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('on a 401 from any call, signs out and opens /login', async () => {
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/users/me/settings': { status: 401, body: { success: false, message: 'Session expired' } },
    });
    const { router } = renderApp('/home-admin', { user: admin });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.getUser()).toBeNull();
  });
});
