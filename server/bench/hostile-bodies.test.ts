import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../src/plugins/request-limits.js';
import { chunkedPieces, deepJsonBody, multipartPieces, requestHead } from './hostile-bodies.js';
import { testServer } from './test-server.js';

describe('deepJsonBody', () => {
  it('nests arrays as deep as asked inside its object, in about 12 KB for 6,000, and is valid JSON', () => {
    const body = deepJsonBody(6000);
    expect(body.length).toBeGreaterThan(12_000);
    expect(body.length).toBeLessThan(12_100);
    expect(jsonDepthExceeds(body, 6001)).toBe(false);
    expect(jsonDepthExceeds(body, 6000)).toBe(true);
    expect(jsonDepthExceeds(body, MAX_JSON_DEPTH)).toBe(true);
    expect(JSON.parse(deepJsonBody(3))).toEqual({ token: 'x', z: [[[]]] });
  });
});

describe('a chunked multipart form written on a bare socket', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const { port } = testServer((request, response) => {
    let body = '';
    request.setEncoding('latin1');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('{}');
    });
  });

  it('arrives as the form, with its headers, one reused value in every field', async () => {
    const value = Buffer.from('é'.repeat(3));
    const pieces = chunkedPieces(
      multipartPieces('B', [
        { name: 'f0', value },
        { name: 'f1', value },
        { name: 'empty', value: Buffer.alloc(0) },
      ]),
    );
    const head = requestHead('PUT', '/api/users/me/avatar', {
      authorization: 'Bearer t',
      'content-type': 'multipart/form-data; boundary=B',
      'transfer-encoding': 'chunked',
    });
    const socket = net.connect(port(), '127.0.0.1');
    const reply = new Promise<string>((resolve) => socket.once('data', (d) => resolve(d.toString())));
    socket.write(head);
    for (const piece of pieces) socket.write(piece);
    expect(await reply).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
    const text = value.toString('latin1');
    expect(received).toHaveLength(1);
    expect(received[0]!.headers).toMatchObject({
      authorization: 'Bearer t',
      'transfer-encoding': 'chunked',
      'content-type': 'multipart/form-data; boundary=B',
    });
    expect(received[0]!.headers['content-length']).toBeUndefined();
    expect(received[0]!.body).toBe(
      `--B\r\nContent-Disposition: form-data; name="f0"\r\n\r\n${text}\r\n` +
        `--B\r\nContent-Disposition: form-data; name="f1"\r\n\r\n${text}\r\n` +
        '--B\r\nContent-Disposition: form-data; name="empty"\r\n\r\n\r\n--B--\r\n',
    );
  });
});
