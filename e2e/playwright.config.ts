import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh school for every run, in Playwright's output folder: Playwright empties it before it starts
// the server, which makes the folder, migrates and seeds the demo data. So a run leaves only its
// own school behind (55 MB), where each run used to leave one more folder in /tmp.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, 'test-results', 'server-data');
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --import tsx src/main.ts',
    cwd: path.resolve(import.meta.dirname, '../server'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as `npm start` is, so it stops its PostgreSQL and removes its socket folder in /tmp
    // (killed outright, it left an empty `sabora-pg-*` folder there after every run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the production default (10 a minute) would trip.
      AUTH_RATE_LIMIT: '500',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
