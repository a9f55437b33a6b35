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
  // Uploads go through XMLHttpRequest (lib/upload-with-progress): the same table answers them.
  vi.stubGlobal('XMLHttpRequest', xhrThrough(fetchStub));
  return {
    calls,
    /** The calls made to one endpoint, e.g. callsTo('POST /api/auth/login'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

type XhrListener = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest that sends through `send` (the stubbed fetch): the whole body counts as sent
 * at once, then the reply loads. `abort()` stops it whatever the handler does. Tests that follow
 * progress step by step use test/fake-xhr.ts instead.
 */
function xhrThrough(send: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return class StubbedXhr {
    method = '';
    url = '';
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: XhrListener } = { onprogress: null };
    onload: XhrListener = null;
    onerror: XhrListener = null;
    onabort: XhrListener = null;
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: XMLHttpRequestBodyInit | null) {
      send(this.url, { method: this.method, headers: this.headers, body }).then(
        async (reply) => {
          if (this.aborted) return;
          this.upload.onprogress?.(
            new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 1 }),
          );
          this.status = reply.status;
          this.statusText = reply.statusText;
          this.responseText = await reply.text();
          this.onload?.(new ProgressEvent('load'));
        },
        () => {
          if (!this.aborted) this.onerror?.(new ProgressEvent('error'));
        },
      );
    }

    abort() {
      this.aborted = true;
      this.onabort?.(new ProgressEvent('abort'));
    }
  };
}
