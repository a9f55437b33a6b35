import { createTestApp } from './app.js';
import { fileSuite } from './suite.js';

/** The app of the auth suites (src/modules/auth/auth-*.test.ts), and a JSON POST to it. */
async function makeAuthApp() {
  const t = await createTestApp();
  return {
    t,
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers }),
  };
}

/** That app, made for a test file's tests (test/suite.ts). */
export const authSuite = () => fileSuite(makeAuthApp);
