import { libraryEndpoints } from '@sabora/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { stubXhr } from '../../test/fake-xhr';
import { ApiError, failureMessage, setUnauthorizedHandler } from './api-client';
import { authStore } from './auth-store';
import { uploadWithProgress, wasCancelled } from './upload-with-progress';

const ID = '11111111-1111-4111-8111-111111111111';

describe('uploadWithProgress', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => restoreHandler?.());

  it('sends the form under /api with the session cookie (no bearer header), and resolves with the reply', async () => {
    authStore.setSession(makeUser());
    // A token an earlier version left behind is never sent.
    localStorage.setItem('token', 'abc.def');
    const xhr = stubXhr();
    const form = new FormData();
    form.append('title', 'Notes');

    const pending = uploadWithProgress(libraryEndpoints.update, { params: { id: ID }, body: form });
    const request = xhr.last();
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`/api/library/${ID}`);
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers.accept).toBe('application/json');
    // The browser sets the multipart boundary itself.
    expect(request.headers['content-type']).toBeUndefined();
    // Same-origin: the browser sends the cookie; withCredentials would only open it to other origins.
    expect(request.withCredentials).toBe(false);
    expect(request.body).toBe(form);

    request.respond(200, { success: true, message: 'Saved', data: { _id: ID } });
    await expect(pending).resolves.toEqual({ success: true, message: 'Saved', data: { _id: ID } });
  });

  it('reports the fraction of bytes sent', async () => {
    const xhr = stubXhr();
    const onProgress = vi.fn();
    const pending = uploadWithProgress(libraryEndpoints.create, { body: new FormData(), onProgress });

    xhr.last().progress(25, 100);
    xhr.last().progress(100, 100);
    xhr.last().respond(201, { success: true, message: 'Added', data: {} });
    await pending;

    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('turns a refusal into the ApiError callApi gives, so failureMessage shows the server text', async () => {
    const xhr = stubXhr();
    const pending = uploadWithProgress(libraryEndpoints.create, { body: new FormData() });
    xhr.last().respond(413, { success: false, message: 'File is larger than 50 MB.' }, 'Payload Too Large');

    const error = await pending.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, statusText: 'Payload Too Large' });
    expect(failureMessage(error, 'Failed to add library item')).toBe('File is larger than 50 MB.');
  });

  it('falls back to the screen text for a refusal without a message', async () => {
    const xhr = stubXhr();
    const pending = uploadWithProgress(libraryEndpoints.create, { body: new FormData() });
    xhr.last().respond(500, undefined);

    const error = await pending.catch((failure: unknown) => failure);
    expect(failureMessage(error, 'Failed to add library item')).toBe('Failed to add library item');
  });

  it('on a 401 clears the session and hands over to the sign-out handler', async () => {
    authStore.setSession(makeUser());
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    const xhr = stubXhr();
    const pending = uploadWithProgress(libraryEndpoints.create, { body: new FormData() });
    xhr.last().respond(401, { success: false, message: 'Token expired' });

    await expect(pending).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(authStore.getUser()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the signal is aborted, and rejects as cancelled', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    const pending = uploadWithProgress(libraryEndpoints.create, {
      body: new FormData(),
      signal: controller.signal,
    });

    controller.abort();

    const error = await pending.catch((failure: unknown) => failure);
    expect(xhr.last().aborted).toBe(true);
    expect(wasCancelled(error)).toBe(true);
  });

  it('does not send at all with a signal already aborted', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    controller.abort();

    const error = await uploadWithProgress(libraryEndpoints.create, {
      body: new FormData(),
      signal: controller.signal,
    }).catch((failure: unknown) => failure);

    expect(wasCancelled(error)).toBe(true);
    expect(xhr.sent).toHaveLength(0);
  });

  it('rejects with a network failure, which failureMessage calls unexpected', async () => {
    const xhr = stubXhr();
    const pending = uploadWithProgress(libraryEndpoints.create, { body: new FormData() });
    xhr.last().failNetwork();

    const error = await pending.catch((failure: unknown) => failure);
    expect(wasCancelled(error)).toBe(false);
    expect(failureMessage(error, 'Failed to add library item')).toBe('An error occurred. Please try again.');
  });
});
