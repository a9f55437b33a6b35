import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseReply, StudentConnection } from './student-connection.js';
import { testServer } from './test-server.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('parseReply', () => {
  const whole = 'HTTP/1.1 201 Created\r\nContent-Length: 11\r\nconnection: keep-alive\r\n\r\n{"a":"é1"}';

  it('reads the status and the JSON body of a reply with a length', () => {
    expect(parseReply(bytes(whole))).toEqual({ status: 201, body: { a: 'é1' }, bytes: bytes(whole).length });
  });

  it('waits for the rest of the headers and of the body', () => {
    const data = bytes(whole);
    for (const cut of [10, data.indexOf('\r\n\r\n') + 2, data.length - 1]) {
      expect(parseReply(data.subarray(0, cut))).toBeNull();
    }
  });

  it('leaves the next reply on the connection where it is', () => {
    const two = bytes(`${whole}HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}`);
    const first = parseReply(two)!;
    expect(first.body).toEqual({ a: 'é1' });
    expect(parseReply(two.subarray(first.bytes))).toEqual({ status: 200, body: {}, bytes: 40 });
  });

  it('joins a chunked body, and waits for its last chunk', () => {
    const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{"b"\r\n3\r\n:2}\r\n0\r\n\r\n';
    expect(parseReply(bytes(chunked))).toEqual({ status: 200, body: { b: 2 }, bytes: chunked.length });
    expect(parseReply(bytes(chunked.slice(0, -2)))).toBeNull();
    expect(parseReply(bytes(chunked.slice(0, -8)))).toBeNull();
  });

  it('decodes a body compressed with brotli or gzip', () => {
    const json = Buffer.from('{"questions":["x"]}');
    for (const [encoding, body] of [
      ['br', brotliCompressSync(json)],
      ['gzip', gzipSync(json)],
    ] as const) {
      const reply = Buffer.concat([
        bytes(`HTTP/1.1 200 OK\r\ncontent-encoding: ${encoding}\r\ncontent-length: ${body.length}\r\n\r\n`),
        body,
      ]);
      expect(parseReply(reply)?.body).toEqual({ questions: ['x'] });
    }
  });

  it('gives no body for a reply that is not JSON, and its status still', () => {
    expect(parseReply(bytes('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 3\r\n\r\nbad'))).toMatchObject({
      status: 502,
      body: undefined,
    });
  });
});

describe('StudentConnection', () => {
  const seen: { method?: string; url?: string; authorization?: string; body: string; socket: unknown }[] = [];
  const { server, port } = testServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/hang') return; // never answered: the test closes the connection
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body,
        socket: request.socket,
      });
      // Even requests get a length, odd ones a chunked body written in two parts.
      if (seen.length % 2 === 0) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ n: seen.length }));
      } else {
        response.write('{"n":');
        setTimeout(() => response.end(`${seen.length}}`), 5);
      }
    });
  });

  it('sends requests one after another on one kept-alive socket', async () => {
    const connection = await StudentConnection.open(port());
    expect(await connection.request('GET', '/api/auth/me', 'tok')).toEqual({ status: 200, body: { n: 1 } });
    expect(await connection.request('POST', '/api/quizzes/q/submit', 'tok', { answers: ['é'] })).toEqual({
      status: 200,
      body: { n: 2 },
    });
    expect(await connection.request('GET', '/api/health', '')).toEqual({ status: 200, body: { n: 3 } });
    connection.close();
    expect(
      seen.map(({ method, url, authorization, body }) => ({ method, url, authorization, body })),
    ).toEqual([
      { method: 'GET', url: '/api/auth/me', authorization: 'Bearer tok', body: '' },
      {
        method: 'POST',
        url: '/api/quizzes/q/submit',
        authorization: 'Bearer tok',
        body: '{"answers":["é"]}',
      },
      { method: 'GET', url: '/api/health', authorization: undefined, body: '' },
    ]);
    expect(new Set(seen.map((s) => s.socket)).size).toBe(1);
  });

  it('fails the request in flight when the server closes the connection', async () => {
    const connection = await StudentConnection.open(port());
    const request = connection.request('GET', '/hang', 'tok');
    server.closeAllConnections();
    await expect(request).rejects.toMatchObject({ code: 'ECONNRESET' });
    await expect(connection.request('GET', '/again', 'tok')).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
