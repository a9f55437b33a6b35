import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  t = await createTestApp();
  webDist = path.join(t.dataDir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Sabora</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('answers /api/health once ready, with a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the built web app, falling back to index.html for client routes but never for /api', async () => {
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      JWT_SECRET: 'x'.repeat(40),
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database: t.database, logger: false });
    try {
      const route = await app.inject({ method: 'GET', url: '/quiz-students' });
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-type']).toContain('text/html');
      expect(route.body).toContain('<div id="root">');
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      expect((await app.inject({ method: 'GET', url: '/assets/replaced-build.js' })).statusCode).toBe(404);
      // A file written after start-up (a rebuild while running) is served too.
      await writeFile(path.join(webDist, 'assets', 'later.js'), 'console.log(2)');
      expect((await app.inject({ method: 'GET', url: '/assets/later.js' })).body).toBe('console.log(2)');
      const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().success).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('refuses to start when an /api route does not declare who may call it', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: t.database, logger: false });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/must declare config.access/);
    await app.close();
  });
});
