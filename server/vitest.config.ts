import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    // bench/: the bench's own tools (its HTTP client), not the benches themselves.
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/remove-temp-dirs.ts'],
    // A worker's test files share one module graph instead of importing the whole server (Fastify,
    // Drizzle, the S3 client…) afresh for each: 40 % of the suite's time. Every file builds its own
    // app on its own database (test/app.ts), and the caches modules keep are keyed by database or
    // by a record's random id, so one file never reads another's.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
