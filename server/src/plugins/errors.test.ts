import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, englishErrorMessage, isErrorCode } from '@sabora/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow } from '../lib/validate.js';
import { conflict, errorsPlugin, forbidden, notFound } from './errors.js';

// Every refusal carries a stable code from the contract's catalogue, its params,
// and the English message rendered from the code's template (the product's text, unchanged).
describe('refusal codes', () => {
  it('renders the English message from the code and keeps code and params', () => {
    const full = conflict('maxBelowEnrolled', { count: 3 });
    expect(full).toMatchObject({
      statusCode: 409,
      code: 'maxBelowEnrolled',
      params: { count: 3 },
      message: 'Max participants cannot be below the 3 students already enrolled.',
    });
    expect(conflict('classFull')).toMatchObject({ code: 'classFull', message: 'This class is full.' });
    expect(notFound()).toMatchObject({ statusCode: 404, code: 'notFound', message: 'Not found.' });
    expect(forbidden()).toMatchObject({
      code: 'permissionDenied',
      message: 'You do not have permission to do this.',
    });
    expect(conflict('emailBelongsToOtherRole', { role: 'admin' }).message).toBe(
      'parentEmail: this email belongs to an admin account',
    );
  });

  it('answers { success: false, code, params, message } and 500s with a code too', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/seats', async () => {
      throw conflict('classSeatsLeft', { count: 2 });
    });
    app.get('/broken', async () => {
      throw new Error('database exploded');
    });
    app.get('/input', async () =>
      parseOrThrow(z.object({ age: z.number().min(5, 'too young') }), { age: 2 }),
    );
    expect((await app.inject('/seats')).json()).toEqual({
      success: false,
      code: 'classSeatsLeft',
      params: { count: 2 },
      message: 'This class has 2 seats left.',
    });
    const broken = await app.inject('/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({
      success: false,
      code: 'serverError',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect((await app.inject('/input')).json()).toEqual({
      success: false,
      code: 'invalidField',
      params: {
        field: 'age',
        problem: 'too young',
        issue: 'too_small',
        origin: 'number',
        minimum: 5,
        inclusive: 'true',
      },
      message: 'age: too young',
    });
    await app.close();
  });

  // The codes are typed (an unknown one fails the type-check); this also catches a code passed as
  // a plain string, and a catalogue entry nothing throws any more.
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  const server = sources(path.resolve(import.meta.dirname, '..'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it('throws only codes of the catalogue', () => {
    const thrown = [
      ...server.matchAll(
        /\b(?:badRequest|notFound|forbidden|unauthorized|conflict|tooLarge|unavailable)\('(\w+)'/g,
      ),
      ...server.matchAll(/new HttpError\(\d+, '(\w+)'/g),
    ].map((m) => m[1]!);
    expect(thrown.length).toBeGreaterThan(100);
    expect(thrown.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('has no code the server never sends', () => {
    const unused = ERROR_CODES.filter((code) => !server.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('fills every placeholder of every English message', () => {
    for (const code of ERROR_CODES) {
      const names = [...englishErrorMessage(code).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
      const filled = englishErrorMessage(code, Object.fromEntries(names.map((n) => [n, 'x'])));
      expect(filled, code).not.toContain('{{');
    }
  });
});
