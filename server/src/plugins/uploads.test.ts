import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { filesOnDisk } from '../../test/requests.js';

/** Malformed multipart bodies are the client's mistake: 400, never 500. */
let t: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'admin')).headers;
});
afterAll(() => t.close());

const post = (contentType: string, payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/library',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });

it.each([
  ['garbage with a boundary', 'multipart/form-data; boundary=xyz', 'this is not multipart at all'],
  [
    'no boundary',
    'multipart/form-data',
    '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n--xyz--\r\n',
  ],
  [
    'a body cut off inside a file',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then noth',
  ],
  ['a part without headers', 'multipart/form-data; boundary=xyz', '--xyz\r\n\r\nvalue\r\n--xyz--\r\n'],
])('answers %s with 400 and stores nothing', async (_name, contentType, payload) => {
  const before = await filesOnDisk(t);
  const reply = await post(contentType, payload);
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json().success).toBe(false);
  expect(await filesOnDisk(t)).toBe(before);
});
