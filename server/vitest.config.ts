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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
