import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A `node:http` server for a test file of the bench's clients, on a free port of 127.0.0.1:
 * listening before the file's tests and closed after them, its open connections too.
 */
export function testServer(handler: http.RequestListener) {
  const server = http.createServer(handler);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  /** `port()`: known once the tests run. */
  return { server, port: () => port };
}
