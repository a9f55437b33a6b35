import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from './app.js';

/**
 * What `make` builds (an app and what a test file's tests share), made before the file's tests and
 * closed after them: read its fields inside the tests (`s.admin`), once `beforeAll` has filled them in.
 */
export function fileSuite<T extends { t: TestContext }>(make: () => Promise<T>): T {
  const suite = {} as T;
  beforeAll(async () => {
    Object.assign(suite, await make());
  });
  afterAll(() => suite.t.close());
  return suite;
}
