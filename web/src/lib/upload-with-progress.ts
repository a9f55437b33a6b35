import type { Endpoint, EndpointReply } from '@sabora/contract';
import { buildUrl, endpointPath, requestHeaders, settleReply } from './api-client';

/** How a caller follows and stops an upload. */
export interface UploadProgress {
  /** Called as bytes leave the browser: the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

interface UploadInput extends UploadProgress {
  /** The endpoint's `:params`, e.g. { id } for PUT /library/:id. */
  params?: Record<string, string>;
  body: FormData;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * Sends a multipart endpoint as `callApi` does (same session cookie, reply reading and `ApiError`),
 * but through XMLHttpRequest, because fetch cannot report how much of the body was sent.
 */
export function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  { params, body, onProgress, signal }: UploadInput,
): Promise<EndpointReply<E>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, buildUrl(endpointPath(endpoint, params)));
    // Same-origin, so the browser sends the session cookie (withCredentials is for other origins).
    for (const [name, value] of requestHeaders()) xhr.setRequestHeader(name, value);

    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', cancel);
      finish();
    };

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        try {
          resolve(
            settleReply<EndpointReply<E>>({
              status: xhr.status,
              statusText: xhr.statusText,
              text: xhr.responseText,
            }),
          );
        } catch (error) {
          reject(error);
        }
      });
    // Like fetch: no reply at all is a TypeError, which failureMessage reports as unexpected.
    xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    xhr.onabort = () => settle(() => reject(abortError()));
    xhr.send(body);
  });
}

/** Whether a failed call was cancelled on purpose (an aborted upload or fetch). */
export const wasCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
