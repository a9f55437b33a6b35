import { chapterEndpoints, notificationEndpoints } from '@sabora/contract';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { stubApi } from '../../test/fetch-stub';
import { ApiError, apiRequest, callApi, failureMessage, setUnauthorizedHandler } from './api-client';
import { authStore, LEGACY_TOKEN_KEY, USER_KEY } from './auth-store';

describe('apiRequest', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => restoreHandler?.());

  it('sends JSON under /api with the session cookie of this site only, and no bearer header', async () => {
    authStore.setSession(makeUser());
    // A token an earlier version left behind is never read, let alone sent.
    localStorage.setItem(LEGACY_TOKEN_KEY, 'abc.def');
    const api = stubApi({ 'PUT /api/users/me': { body: { success: true, data: { ok: 1 } } } });

    const reply = await apiRequest<{ data: { ok: number } }>('/users/me', {
      method: 'PUT',
      body: { firstName: 'Mona' },
      query: { page: 2, skip: undefined },
    });

    expect(reply.data.ok).toBe(1);
    const [call] = api.calls;
    expect(call?.path).toBe('/api/users/me');
    expect(call?.search).toBe('?page=2');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.credentials).toBe('same-origin');
    expect(call?.body).toEqual({ firstName: 'Mona' });
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const api = stubApi({ 'PUT /api/users/me/avatar': { body: { success: true } } });
    const form = new FormData();
    form.append('avatar', new File(['x'], 'me.png', { type: 'image/png' }));

    await apiRequest('/users/me/avatar', { method: 'PUT', body: form });

    expect(api.calls[0]?.body).toBe(form);
    expect(api.calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('on a 401 clears the stored user (and any old token) and hands over to the sign-out handler', async () => {
    authStore.setSession(makeUser());
    localStorage.setItem(LEGACY_TOKEN_KEY, 'expired');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    stubApi({
      'GET /api/notifications': { status: 401, body: { success: false, message: 'Token expired' } },
    });

    await expect(apiRequest('/notifications')).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    });

    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 of a sign-in call, whose message is for the user', async () => {
    authStore.setSession(makeUser());
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    stubApi({
      'POST /api/auth/login': { status: 401, body: { success: false, message: 'Invalid email or password' } },
    });

    const failure = apiRequest('/auth/login', { method: 'POST', body: {}, logoutOn401: false });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ serverMessage: 'Invalid email or password' });
    expect(authStore.getUser()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the reply's HTTP status and reason phrase on the error", async () => {
    stubApi({
      'GET /api/things': { status: 503, statusText: 'Service Unavailable', body: { success: false } },
    });
    await expect(apiRequest('/things')).rejects.toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      serverMessage: undefined,
    });
  });

  it('treats a reply with success: false as a failure even with status 200', async () => {
    stubApi({ 'GET /api/things': { status: 200, body: { success: false, message: 'Nope' } } });
    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 200, serverMessage: 'Nope' });
  });
});

describe('failureMessage', () => {
  it("prefers the server's message, then the screen's default, then the unexpected-error text", () => {
    expect(failureMessage(new ApiError(400, 'email: is required'), 'Login failed')).toBe(
      'email: is required',
    );
    expect(failureMessage(new ApiError(500, undefined), 'Login failed')).toBe('Login failed');
    expect(
      failureMessage(new TypeError('Failed to fetch'), 'Login failed', 'Login failed. Please try again.'),
    ).toBe('Login failed. Please try again.');
  });

  it("says the unexpected-error text in the reader's language", async () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe(
      'An error occurred. Please try again.',
    );
    await i18next.changeLanguage('ar');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe(
      'حدث خطأ. يُرجى المحاولة مرة أخرى.',
    );
  });
});

describe('callApi (endpoints declared in the contract)', () => {
  it('fills the path parameters (encoded), and sends the method and JSON body the contract names', async () => {
    const api = stubApi({
      'PUT /api/chapters/a%2Fb': { body: { success: true, data: { title: 'Motion' } } },
    });

    const reply = await callApi(chapterEndpoints.update, {
      params: { id: 'a/b' },
      body: { title: 'Motion', order: 1 },
    });

    expect(reply.data.title).toBe('Motion');
    expect(api.calls[0]?.method).toBe('PUT');
    expect(api.calls[0]?.body).toEqual({ title: 'Motion', order: 1 });
  });

  it('sends the query, and needs no input for a call that declares none', async () => {
    const api = stubApi({
      'GET /api/notifications': { body: { success: true, data: [], totalPages: 1, totalCount: 0 } },
      'GET /api/notifications/unread-count': { body: { success: true, unread: 3 } },
    });

    await callApi(notificationEndpoints.list, { query: { page: 2, limit: 10 } });
    const { unread } = await callApi(notificationEndpoints.unreadCount);

    expect(api.calls[0]?.search).toBe('?page=2&limit=10');
    expect(unread).toBe(3);
  });
});
