import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every route the app registered, as "METHOD /path/{}", read from Fastify's own route tree (each line
 * adds its segment to its parent's; HEAD twins of GET routes are Fastify's, not ours). Parameters
 * are compared without their names: the tree merges `:id` and `:subjectId` at the same place.
 */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S*)(?: \(([^)]+)\))?/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method === 'HEAD' || !url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
      routes.push(`${method} ${url.replace(/:\w+(\|:\w+)*/g, '{}')}`);
    }
  }
  return routes;
}

describe('the API reference (/api/docs)', () => {
  it('lists every registered route, generated from the routes themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url.replace(/\{\w+\}/g, '{}')}`),
    );
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(70);
    expect(routes).toContain('POST /api/auth/login');
    expect(routes).toContain('PUT /api/homeworks/{}');
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('describes bodies and replies with the contract’s schemas, and who may call each route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = doc.paths['/api/auth/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['email', 'password']);
    expect(login.responses['200'].content['application/json'].schema.properties.data.required).toEqual([
      'user',
      'token',
    ]);
    expect(login.description).toContain('Who may call it: anyone.');
    expect(login.tags).toEqual(['auth']);
    const grade = doc.paths['/api/homework-submissions/{id}/grade'].put;
    expect(grade.description).toContain('Who may call it: admin, teacher.');
    expect(grade.security).toEqual([{ bearer: [] }]);
  });

  it('serves the reference page to anyone, without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
