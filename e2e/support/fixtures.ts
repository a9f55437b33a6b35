import path from 'node:path';
import { test as base } from '@playwright/test';
import { copyTemplate, SCHOOLS_DIR, type School, startSchool } from './school';

export * from '@playwright/test';

/**
 * The browser tests' `test`: each Playwright worker runs its own server on its own copy of the
 * seeded demo school, and every test's `baseURL` (so `page.goto('/…')` and `request`) points at it.
 */
export const test = base.extend<object, { school: School }>({
  school: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const dataDir = path.join(SCHOOLS_DIR, `worker-${workerInfo.workerIndex}`);
      copyTemplate(dataDir);
      const school = await startSchool(
        dataDir,
        Number(process.env.E2E_PORT ?? 3210) + workerInfo.workerIndex,
        false,
      );
      // Read by helpers that look in the school's files (the mail outbox): one worker per process.
      process.env.E2E_DATA_DIR = dataDir;
      await use(school);
      await school.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ school }, use) => use(school.url),
});
