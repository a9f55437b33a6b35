import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agreeing, precompiled, replySerializerCompiler } from './reply-serializer.js';

const reply = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    name: z.string(),
    score: z.number().int().nullable(),
    tags: z.array(z.string()),
    grade: z.enum(['A', 'B']).optional(),
  }),
});
const compile = (check: boolean) =>
  replySerializerCompiler({ check })({
    schema: reply,
    method: 'GET',
    url: '/api/x',
    httpStatus: '200',
  } as never);

describe('replies written from precompiled schemas', () => {
  it('write what zod would, and only the properties the schema names', () => {
    const row = { id: 'a1', name: 'Nour', score: null, tags: ['x'], passwordHash: 'secret' };
    const data = { success: true, data: row, extra: 1 };
    const written = compile(false)(data);
    expect(JSON.parse(written)).toEqual(reply.parse(data));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('extra');
  });

  it('leave schemas JSON Schema cannot say to zod', () => {
    expect(precompiled(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(precompiled({ type: 'object' })).toBeUndefined();
    expect(precompiled(reply)).toBeTypeOf('function');
  });

  it('do not check on their own, so the test runs check every reply against the contract too', () => {
    const broken = { success: true, data: { id: 7, name: 'Nour', score: null, tags: [] } };
    // fast-json-stringify writes what it is given as the schema's type...
    expect(JSON.parse(compile(false)(broken)).data.id).toBe('7');
    // ...and the checked writing refuses it, as replies were refused before.
    expect(() => compile(true)(broken)).toThrow();
  });

  it('refuse a reply when the two writings disagree', () => {
    const same = agreeing(
      () => '{"a":1,"b":[2]}',
      () => '{"b":[2],"a":1}',
      'GET /api/x',
    );
    expect(same(undefined)).toBe('{"b":[2],"a":1}');
    const different = agreeing(
      () => '{"a":"1"}',
      () => '{"a":1}',
      'GET /api/x',
    );
    expect(() => different(undefined)).toThrow(/GET \/api\/x: the precompiled serializer wrote \{"a":1\}/);
  });
});
