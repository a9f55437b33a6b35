import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

  it('sends the security headers with refusals and missing routes too, and HSTS only over HTTPS', async () => {
    for (const url of ['/api/auth/me', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://school.example',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database: t.database, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await app.close();
    }
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
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['content-security-policy']).toContain("default-src 'self'");
      expect(route.headers['x-content-type-options']).toBe('nosniff');
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

describe('the web build over the wire (docs/decisions.md, "Light pages")', () => {
  const script = `export const words = ${JSON.stringify('a lesson and a quiz '.repeat(300))};\n`;
  const page = `<!doctype html><title>Sabora</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    // As `npm run build -w web` leaves it: hashed files under assets/, each with .br and .gz beside it.
    const dist = path.join(t.dataDir, 'web-compressed');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    const files = { 'index.html': page, 'assets/index-Ab12Cd34.js': script, 'favicon.svg': '<svg/>' };
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(dist, name), text);
      if (text.length < 1024) continue;
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(text, { level: 9 }));
    }
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      JWT_SECRET: 'x'.repeat(40),
      WEB_DIST: dist,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database: t.database, logger: false });
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the file as it is to others', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, and makes them check index.html on every visit', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html', '/login', '/quiz-students?page=2']) {
      const res = await get(url, 'gzip, deflate, br');
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe('<svg/>');
  });

  it('answers 404 for an asset that is not there (an old page asking for a replaced build)', async () => {
    const res = await get('/assets/index-Zz99Yy88.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
