import { vi } from 'vitest';

interface StubReply {
  status?: number;
  /** The HTTP reason phrase, e.g. 'Internal Server Error' ('' when not given, like a bare Response). */
  statusText?: string;
  body?: unknown;
  /** Further reply headers, e.g. a download's Content-Disposition. */
  headers?: Record<string, string>;
}

interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = StubReply | ((call: RecordedCall) => StubReply | Promise<StubReply>);

/**
 * Replaces global fetch with a table of replies keyed "METHOD /api/path" (no query string).
 * Unknown calls answer 404 so a test notices a call it did not expect.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const rawBody = init.body;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
      credentials: init.credentials,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const {
      status = 200,
      statusText,
      body = { success: true },
      headers,
    } = reply ?? {
      status: 404,
      body: { success: false, message: 'Not found' },
    };
    return new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** The calls made to one endpoint, e.g. callsTo('POST /api/auth/login'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
