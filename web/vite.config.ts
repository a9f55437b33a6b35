/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPageBudget } from './plugins/first-page-budget.ts';
import { precompress } from './plugins/precompress.ts';

export default defineConfig({
  // docs/performance.md, "Light pages": the build fails when the first page's JavaScript grows past
  // this (KiB, brotli); landing then login adds about 1.5 KiB of catalogues to it.
  plugins: [react(), firstPageBudget(150), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser Sabora supports preloads modules itself (Chrome 66, Firefox 115, Safari 17);
    // the polyfill would be code in the first chunk that no one runs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // docs/decisions.md, "Light pages": React and the router, which change least, in one chunk
        // that stays cached across releases; everything the first page needs (the app, the landing
        // page, the sign-in form) in one more; every other screen a chunk of its own, with the
        // libraries and components it shares split out by who uses them, so a screen downloads only
        // the Mantine packages (dates, dayjs…) it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'index', tags: ['$initial'] },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll[^\\/]*|use-sidecar|use-callback-ref|react-style-singleton|tslib|get-nonce|react-number-format|react-textarea-autosize|@tabler|@tanstack)[\\/]/,
              minShareCount: 12,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // A worker's test files share one module graph and one jsdom instead of loading Mantine and
    // the app afresh for each of the ~100 files: half the suite's time. test/setup.ts puts back,
    // after every test, what a test can leave in a module (notifications, language, storage).
    isolate: false,
    // A page test clicks through several renders; on a busy 2-core machine one can pass 5 s (the
    // default) while doing nothing wrong. Waits for elements have their own limit (test/setup.ts).
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
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
            '@mantine/notifications',
            // Bundled with @mantine/core above: found later by a test, it was bundled alone with a
            // second copy of Mantine's context ("MantineProvider was not found").
            '@mantine/charts',
            'recharts',
            '@tabler/icons-react',
            'react-router',
            '@tanstack/react-query',
            'dayjs',
            // Bundled with the dayjs above, so the date pickers' lazily loaded locales register on
            // the same dayjs instance Mantine reads (lib/i18n/dayjs-locale.ts).
            'dayjs/locale/ar',
            'dayjs/locale/fr',
            'dayjs/locale/es',
          ],
        },
      },
    },
  },
});
