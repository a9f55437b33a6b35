import { defineConfig } from 'vitest/config';

// The server's API suite runs on the embedded database, and a second time on a PostgreSQL
// server when TEST_DATABASE_URL is set (as .ci/run does).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './server/vitest.config.ts',
        test: { name: 'server-postgres', env: { SABORA_TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core machine means one worker; the
    // suites wait on jsdom and the database more than on the CPU, so every core gets one.
    maxWorkers: '100%',
    projects: [
      'contract/vitest.config.ts',
      'web',
      'server/vitest.config.ts',
      ...serverOnPostgres,
      // The repository's own checks (scripts/), run in plain Node.
      // Each test runs the boundary check over a tree it writes: seconds on a busy 2-core machine
      // (CI saw 5 s, the default limit, while other suites ran beside it).
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
