import type { Endpoint, EndpointInput, EndpointReply } from '@sabora/contract';
import { type RefusalParams, refusalIn, refusalMessage } from './api-errors';
import { authStore } from './auth-store';
import { i18next } from './i18n/i18n';

/**
 * A reply the server refused. `message` (and `serverMessage`) is the server's text when it gave
 * one, in the reader's language: the refusal's `code` looked up in the `errors` catalogue
 * (docs/i18n.md, "Server refusals"), so every screen that shows `error.message` speaks Arabic to an
 * Arabic reader.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The HTTP reason phrase of the reply ('' when the protocol has none, as in HTTP/2). */
  readonly statusText: string;
  /** The refusal's stable code (contract/src/error-codes.ts) and what its message names. */
  readonly code: string | undefined;
  readonly params: RefusalParams | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    statusText = '',
    refusal: { code?: string; params?: RefusalParams } = {},
  ) {
    const shown =
      serverMessage === undefined ? undefined : refusalMessage(refusal.code, refusal.params, serverMessage);
    super(shown ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = shown;
    this.statusText = statusText;
    this.code = refusal.code;
    this.params = refusal.params;
  }
}

type QueryValue = string | number | boolean | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart, untouched. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * A 401 signs the user out and opens /login. Sign-in calls turn this off, because their
   * 401 means "wrong email or password" and carries the message to show.
   */
  logoutOn401?: boolean;
}

const API_BASE = '/api';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** The router registers a handler that navigates without reloading the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

/** The address of a call: under /api, with the query's defined values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageIn(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const message = (payload as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

function isRefusal(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false
  );
}

/**
 * The headers every call sends: JSON replies. No Authorization header: the session is the
 * server's HttpOnly cookie, which the browser sends with every same-origin call.
 */
export function requestHeaders(): Headers {
  return new Headers({ Accept: 'application/json' });
}

/** A reply as it arrived, whichever way it was sent (fetch, or XMLHttpRequest for uploads). */
interface RawReply {
  status: number;
  statusText: string;
  text: string;
}

/**
 * Reads `{ success, message }`: resolves with the JSON body, or throws `ApiError` for a refusal
 * (a 401 also signs the user out unless `logoutOn401` is off).
 */
export function settleReply<T>({ status, statusText, text }: RawReply, logoutOn401 = true): T {
  const json = parseJson(text);
  const ok = status >= 200 && status < 300;
  if (!ok || isRefusal(json)) {
    if (status === 401 && logoutOn401) {
      authStore.clear();
      onUnauthorized();
    }
    throw new ApiError(status, messageIn(json), statusText, refusalIn(json));
  }
  return json as T;
}

/** The one way the app talks to the server. Resolves with the reply's JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, logoutOn401 = true } = options;
  const headers = requestHeaders();

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: payload,
    // The session cookie goes to this site only, never to another origin.
    credentials: 'same-origin',
    signal,
  });
  const reply = { status: response.status, statusText: response.statusText, text: await response.text() };
  return settleReply<T>(reply, logoutOn401);
}

/** The parts of an endpoint's input it declares (params, query, body), plus request options. */
type Declared<E extends Endpoint> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: EndpointInput<E>[K];
};
/** Parts whose every field is optional (most queries) may be left out. */
type CallInput<E extends Endpoint> = {
  [K in keyof Declared<E> as Record<string, never> extends Declared<E>[K] ? never : K]: Declared<E>[K];
} & {
  [K in keyof Declared<E> as Record<string, never> extends Declared<E>[K] ? K : never]?: Declared<E>[K];
} & Pick<RequestOptions, 'signal' | 'logoutOn401'>;

/** An endpoint's path with its `:params` filled in, e.g. '/library/:id' → '/library/42'. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

/** The input of a call, which may be left out when every part of it is optional. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls an endpoint the contract declares (contract/src/endpoint.ts): fills its `:params` into the
 * path, sends its query and body, and resolves with its reply's type. Nothing to repeat by hand.
 */
export function callApi<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointReply<E>> {
  return callRoute<E>(endpoint, ...args);
}

/**
 * `callApi` for the calls of the first page: the endpoint's route from the contract's zod-free
 * `firstPageRoutes`, its type named (`callRoute<typeof authEndpoints.login>(firstPageRoutes.login)`,
 * with `import type`), so the first download carries no schema and no zod
 * (docs/performance.md, "Light pages"). A route that is not the endpoint's does not compile.
 */
export function callRoute<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  ...[input]: CallArgs<E>
): Promise<EndpointReply<E>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & Pick<RequestOptions, 'signal' | 'logoutOn401'>;
  return apiRequest<EndpointReply<E>>(endpointPath(route, params), {
    ...options,
    method: route.method,
    query,
    body,
  });
}

/** The generic text for a failure that is not a reply from the server, in the page's language. */
const unexpectedError = () => i18next.t('app.unexpectedError');

/**
 * What to tell the user about a failed call: the server's message when it gave one, the screen's
 * default text for a refusal without one, and `unexpected` when the call never got a reply.
 */
export function failureMessage(error: unknown, fallback: string, unexpected = unexpectedError()): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return unexpected;
}
