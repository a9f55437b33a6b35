import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './request-limits.js';
import { MAX_TEXT_FIELD_BYTES } from './uploads.js';

/**
 * Bounded work per request (docs/operations.md, "Limits"), over a real socket where the bug lived
 * there: a body's depth, a form's fields and total size counted as bytes arrive (chunked or not),
 * a body that trickles in, and a refusal that must reach a client reusing its connection.
 */
let t: TestContext;
let origin: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ BODY_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as net.AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
  headers = (await signedIn(t, 'student')).headers;
});
afterAll(async () => {
  // A client cut off mid-body (the chunked tests) may still hold its socket: closing the app would
  // wait for it, as a running server would until its idle timeout or the stop's grace period.
  t.app.server.closeAllConnections();
  await t.close();
});

const nested = (levels: number) => `{"token":"x","z":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('JSON depth', () => {
  it('reads depth in one pass, ignoring brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"[[[[","b":1}`, 3)).toBe(false);
  });

  it.each([33, 6_000, 50_000])('refuses a body nested %i deep with 400, never 500', async (levels) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'content-type': 'application/json' },
      payload: nested(levels),
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'jsonTooDeep', params: { max: MAX_JSON_DEPTH } });
  });

  it('lets a body within the depth through to validation', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_JSON_DEPTH - 1),
    });
    expect(reply.json().code).not.toBe('jsonTooDeep');
  });
});

/** Sends raw bytes on a new connection and resolves with everything the server answered. */
function rawExchange(write: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1', () => write(socket));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('a body that trickles in', () => {
  it('is answered 408 once the body timeout passes, and the connection closed', async () => {
    const started = Date.now();
    const answer = await rawExchange((socket) => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"requestTimeout"');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('multipart bodies', () => {
  it('refuses a text field longer than its limit with 413, chunked', async () => {
    const form = multipart([{ name: 'note', value: 'x'.repeat(MAX_TEXT_FIELD_BYTES + 1) }]);
    const reply = await fetch(`${origin}/api/users/me/avatar`, {
      method: 'PUT',
      headers: { ...headers, ...form.headers },
      // A stream has no length: fetch sends it chunked, as the attack did.
      body: new Blob([form.payload]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(reply.status).toBe(413);
    expect(await reply.json()).toMatchObject({ code: 'formFieldTooLarge', params: { field: 'note' } });
  });

  it('counts the bytes of a chunked body as they arrive and stops past the most the route takes', async () => {
    const boundary = 'limitsboundary';
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    let sent = 0;
    // Preamble bytes before the first boundary: the parser throws them away, so only a count stops them.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 200) controller.close();
        else controller.enqueue(megabyte);
      },
    });
    const reply = await fetch(`${origin}/api/users/me/avatar`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // The server may close before the client finished sending; what it must not do is read it all.
    if (reply instanceof Response) {
      expect(reply.status).toBe(413);
      expect(((await reply.json()) as { code: string }).code).toBe('uploadTooLarge');
    }
    expect(sent).toBeLessThan(100);
  });

  it('delivers a refusal to a client that reuses its connection, every time', async () => {
    const exe = multipart([
      { name: 'avatar', filename: 'tool.exe', content: Buffer.alloc(2 * 1024 * 1024, 'M') },
    ]);
    // Node's fetch keeps its connections alive: the first call opens one, the next ones reuse it.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const reply = await fetch(`${origin}/api/users/me/avatar`, {
        method: 'PUT',
        headers: { ...headers, ...exe.headers },
        body: exe.payload,
      });
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { code: string }).code).toBe('fileTypeNotAccepted');
      expect(reply.headers.get('connection')).not.toBe('close');
    }
  });
});
