import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../test/app.js';
import { filesOnDisk } from '../test/requests.js';
import { makeSchool } from '../test/school.js';

/**
 * Every route of the route table gets schema-shaped bad input — wrong types, missing and
 * extra fields, huge and negative numbers, NUL and control characters, invalid ids, oversize
 * strings, malformed JSON and multipart, JSON nested thousands deep, a chunked form of oversized
 * fields — from fast-check, with a fixed seed and a bounded count so
 * a run is repeatable. No reply may be a 5xx, and a refused request (4xx) may change nothing: not a
 * row of the database, not a file in storage.
 */

const SEED = 20261124;
const RUNS_PER_ROUTE = 12;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
}

interface Operation {
  method: string;
  path: string;
  description?: string;
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const t: TestContext = await createTestApp();
const school = await makeSchool(t);
afterAll(() => t.close());

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
);

/**
 * Who calls: the first role the route lets in (its description says, see plugins/api-docs.ts),
 * so the request passes the role gate and reaches validation.
 */
function callerOf(op: Operation): Record<string, string> {
  const who = /Who may call it: ([^.]+)\./.exec(op.description ?? '')?.[1] ?? 'anyone';
  if (who === 'anyone') return {};
  const role = who === 'any signed-in user' ? 'admin' : who.split(', ')[0]!;
  const people: Record<string, { user: Parameters<typeof t.app.tokens.sign>[0] }> = {
    admin: school.admin,
    teacher: school.teacher,
    student: school.student,
    parent: school.student.parent,
  };
  return bearer(t.app.tokens.sign(people[role]!.user));
}

// ---- bad values --------------------------------------------------------------------------------

const controlChars = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f'))
  .map(([text, c]) => `${text}${c}${text}`);
const badString = fc.oneof(
  fc.string({ maxLength: 20 }),
  { arbitrary: controlChars, weight: 3 },
  fc.constantFrom('', ' ', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g', '../../etc/passwd', 'null'),
  fc.constant('x'.repeat(20_000)),
  fc.uuid(),
  fc.constantFrom('javascript:alert(1)', '=1+1', '<script>alert(1)</script>', 'https://evil.example/'),
);
const badNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5, Number.MAX_SAFE_INTEGER),
);
const anyJson = fc.oneof(
  badString,
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(badString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), badString, { maxKeys: 3 }),
);

/** A value for a schema: right-shaped some of the time, wrong the rest. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 2) return anyJson;
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) shaped.push(fc.constantFrom(...schema.enum));
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) shaped.push(schema.format === 'uuid' ? fc.uuid() : badString);
  if (types.includes('integer') || types.includes('number')) shaped.push(badNumber);
  if (types.includes('boolean')) shaped.push(fc.boolean());
  if (types.includes('array')) shaped.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }));
  if (types.includes('object') || schema.properties) shaped.push(objectFor(schema, depth + 1));
  for (const option of schema.anyOf ?? []) shaped.push(valueFor(option, depth + 1));
  return shaped.length > 0 ? fc.oneof(...shaped, anyJson) : anyJson;
}

/** Each known field present or missing, plus sometimes a field nobody declared. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc.option(valueFor(field, depth), { nil: undefined }).map((value) => [name, value] as const),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(fc.string({ maxLength: 8 }), anyJson), { nil: undefined }))
    .map(([pairs, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [name, value] of pairs) if (value !== undefined) out[name] = value;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

// ---- bad requests ------------------------------------------------------------------------------

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent as a stream with no length (chunked), as a client streaming a body does. */
  chunked?: boolean;
}

const BOUNDARY = 'fuzzboundary';
const multipartBody = fc.oneof(
  // Garbage after a boundary header.
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(bytes),
  })),
  // No boundary at all.
  fc.constant({ type: 'multipart/form-data', body: Buffer.from('--x\r\n\r\nhello') }),
  // A part cut off in the middle.
  fc.constant({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf a ti`),
  }),
  // Well-formed fields with bad values and a file with a bad name.
  fc.tuple(badString, controlChars).map(([value, filename]) => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${value}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n--${BOUNDARY}--\r\n`,
    ),
  })),
);

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const path = fc
    .tuple(...pathParams.map(() => badString))
    .map((values) =>
      pathParams.reduce(
        (url, param, i) => url.replace(`{${param.name}}`, encodeURIComponent(String(values[i]) || 'x')),
        op.path,
      ),
    );
  const query = fc
    .tuple(...queryParams.map((p) => fc.option(valueFor(p.schema), { nil: undefined })))
    .map((values) => {
      const search = new URLSearchParams();
      queryParams.forEach((param, i) => {
        const value = values[i];
        if (value === undefined) return;
        // Objects from fc.dictionary may have no prototype (no toString): send them as JSON.
        search.set(
          param.name,
          typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
        );
      });
      return search.toString();
    });
  const body: fc.Arbitrary<{ type?: string; body?: string | Buffer }> =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant({})
      : fc.oneof(
          (jsonSchema ? objectFor(jsonSchema) : anyJson).map((value) => ({
            type: 'application/json',
            body: JSON.stringify(value) ?? 'null',
          })),
          fc.constantFrom('{"title": ', '[1, 2', 'not json', '').map((text) => ({
            type: 'application/json',
            body: text,
          })),
          multipartBody,
        );
  return fc.tuple(path, query, body).map(([url, search, { type, body: payload }]): FuzzRequest => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    return { url: search ? `${url}?${search}` : url, headers, ...(payload !== undefined && { payload }) };
  });
}

/**
 * Requests every run starts with, so the worst inputs are tried on every route whatever the
 * random draw: every path, query and body string holding a NUL (PostgreSQL refuses NUL in text),
 * and a multipart form whose field and file name hold one.
 */
const NUL = 'a\u0000b';
function nulValue(schema: JsonSchema | undefined): unknown {
  if (schema?.properties)
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, nulValue(field)]),
    );
  if ([schema?.type].flat().includes('array')) return [nulValue(schema?.items)];
  return NUL;
}
function examplesFor(op: Operation): FuzzRequest[] {
  const params = op.parameters ?? [];
  let url = op.path;
  for (const param of params.filter((p) => p.in === 'path')) url = url.replace(`{${param.name}}`, '%00');
  const query = new URLSearchParams(
    params.filter((p) => p.in === 'query').map((p): [string, string] => [p.name, NUL]),
  );
  const withQuery = query.size > 0 ? `${url}?${query}` : url;
  if (op.method === 'GET' || op.method === 'DELETE') return [{ url: withQuery, headers: {} }];
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  // Thousands of levels of nesting in a few KB, and a form of fields far past their limit, chunked.
  const deep = `{"title":"x","z":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
  const bigFields = Buffer.concat(
    Array.from({ length: 8 }, (_, i) =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(256 * 1024)}\r\n`,
      ),
    ).concat(Buffer.from(`--${BOUNDARY}--\r\n`)),
  );
  const form =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${NUL}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${NUL}.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n--${BOUNDARY}--\r\n`;
  return [
    {
      url: withQuery,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(nulValue(jsonSchema)),
    },
    { url, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: form },
    { url: withQuery, headers: { 'content-type': 'application/json' }, payload: deep },
    {
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: bigFields,
      chunked: true,
    },
  ];
}

// ---- what must hold ----------------------------------------------------------------------------

/**
 * A fingerprint of every table but the rate limiter's (it counts attempts, refused ones too, by
 * design): equal before and after means the request stored nothing.
 */
const tables = (
  (await t.database.executeSql(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limits', '__drizzle_migrations')`,
  )) as { rows: { name: string }[] }
).rows.map((row) => row.name);
const fingerprintSql = `SELECT md5(string_agg(part, ',' ORDER BY part)) AS sum FROM (${tables
  .map(
    (name) =>
      `SELECT '${name}:' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS part FROM "${name}" x`,
  )
  .join(' UNION ALL ')}) parts`;
async function fingerprint() {
  const result = (await t.database.executeSql(fingerprintSql)) as { rows: { sum: string }[] };
  return `${result.rows[0]!.sum}/${await filesOnDisk(t)}`;
}

describe('fuzzing every route with bad input', () => {
  it('covers the whole route table', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}: no 5xx, and a refusal stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (request) => {
          const before = op.method === 'GET' ? '' : await fingerprint();
          const reply = await t.app.inject({
            method: op.method as 'GET',
            url: request.url,
            // A token of its own each time: a fuzzed logout revokes only that one.
            headers: { ...callerOf(op), ...request.headers },
            ...(request.payload !== undefined && {
              payload: request.chunked ? Readable.from([request.payload]) : request.payload,
            }),
          });
          expect(reply.statusCode, `${reply.statusCode} ${reply.body.slice(0, 300)}`).toBeLessThan(500);
          if (reply.statusCode >= 400 && op.method !== 'GET') {
            expect(await fingerprint(), `${reply.statusCode} ${reply.body.slice(0, 200)}`).toBe(before);
          }
        }),
        {
          seed: SEED,
          numRuns: RUNS_PER_ROUTE,
          endOnFailure: true,
          examples: examplesFor(op).map((request) => [request]),
        },
      );
    });
  }
});
