/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // A page test clicks through several renders; on a busy 2-core machine one can pass 5 s (the
    // default) while doing nothing wrong. Waits for elements have their own limit (test/setup.ts).
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // Bundled once per run instead of thousands of modules per test file (the icon set alone is
    // ~6000 files): the suite's import time drops by most of its share.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/dates',
            '@mantine/dropzone',
            '@mantine/modals',
            '@mantine/notifications',
            '@tabler/icons-react',
            'react-router',
            '@tanstack/react-query',
            'dayjs',
          ],
        },
      },
    },
  },
});
