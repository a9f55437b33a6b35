import { defineConfig } from '@playwright/test';

/**
 * Every worker runs its own server on its own copy of the seeded demo school (support/fixtures.ts),
 * so tests spread over the workers in any order (docs/testing.md, "Isolation: every test file and
 * every browser worker has its own world").
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Two cores: two workers keep both busy (each a browser, a server and its PostgreSQL), more only
  // queue behind them. E2E_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network) to open with `npx playwright
    // show-trace`; without the screencast, whose frames cost about a tenth of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
