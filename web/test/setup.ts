import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, vi } from 'vitest';
import { screensLoaded } from '../src/app/screens';
import './i18n';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a jsdom render of a
// Mantine page can take longer than that, which failed tests whose behaviour was right.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStandIn;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(async () => {
  // A screen whose download began in this test ends in it: the test files of a worker share modules
  // (isolate: false), an import still running when its file is torn down fails, and React's lazy
  // keeps that failure for the next file's render of the screen.
  await screensLoaded();
  cleanup();
  // Mantine keeps notifications in a store of the module, not of the rendered tree; the test files
  // of a worker share modules (isolate: false in vite.config.ts), so one file's toasts go with it.
  notifications.clean();
  // A test that switched language leaves the next one in English.
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  // Storage is the page's: a quiz's saved answers (sessionStorage) must not reach the next file.
  localStorage.clear();
  sessionStorage.clear();
  // Settings write these on <html>; each test starts from a fresh page.
  for (const name of ['lang', 'dir', 'data-mantine-color-scheme'])
    document.documentElement.removeAttribute(name);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
