import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs.js';

// A setup file: registered before the test file's own hooks, so it runs after them (vitest runs
// "after" hooks in reverse order), once the servers and stores that used the folders are stopped.
afterAll(removeTempDirs);
