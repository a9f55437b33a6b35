import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's test files that never open a database of the run (test/database.ts, directly or
 * through a helper of server/test that reaches it), or that start a PostgreSQL server of their own. What differs between the embedded PostgreSQL
 * 18 and a PostgreSQL server (its version, a TCP connection with a password, DATABASE_URL's path
 * through the code) is in what the other files run; these run the same on both, so they run once.
 * docs/testing.md, "The PostgreSQL server run".
 */
function serverFilesWithoutTheDatabase(): string[] {
  const server = path.join(import.meta.dirname, 'server');
  const helpers = path.join(server, 'test');
  const importsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) =>
      path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')),
    );
  // The helpers that reach test/database.ts, found by following their imports to a fixed point.
  const reaching = new Set([path.join(helpers, 'database.ts')]);
  const helperFiles = readdirSync(helpers).map((name) => path.join(helpers, name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of helperFiles) {
      if (!reaching.has(file) && importsOf(file).some((target) => reaching.has(target))) {
        reaching.add(file);
        grew = true;
      }
    }
  }
  // A file that starts a PostgreSQL server of its own (to stop and start it) runs the same either way.
  const ownServer = (file: string) => readFileSync(file, 'utf8').includes('startEmbeddedServer(');
  return (readdirSync(server, { recursive: true }) as string[])
    .filter((name) => /^(src|bench)\/.*\.test\.ts$/.test(name))
    .filter(
      (name) =>
        !importsOf(path.join(server, name)).some((target) => reaching.has(target)) ||
        ownServer(path.join(server, name)),
    );
}

// The server's API suite runs on the embedded database, and its database files a second time on
// a PostgreSQL server when TEST_DATABASE_URL is set (as .ci/run does).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          // An `extends` project adds its lists to the extended one's, so the files are left out
          // rather than listed: the server's `include` stays, this `exclude` narrows it.
          exclude: [...configDefaults.exclude, ...serverFilesWithoutTheDatabase()],
          env: { SABORA_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core machine means one worker. The
    // suites wait on the database, timers and child processes (the job queue's polling, a server
    // started and stopped) as well as on the CPU, so a worker and a half per core keeps the cores
    // busy (measured against one and two per core: docs/testing.md, "Time").
    maxWorkers: '150%',
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
