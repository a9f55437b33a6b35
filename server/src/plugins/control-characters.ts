import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors.js';

/**
 * Control characters (NUL and the rest of C0, and DEL; tab, line feed and carriage return stay
 * allowed in text) have no place in anything a person types, and PostgreSQL refuses NUL in text
 * with an error that used to surface as a 500. Refused here, at the edge, for every route's path
 * parameters, query and JSON body — and in multipart fields and file names by `readUpload` —
 * with a 400 naming the field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path (e.g. 'agenda.2') of the first string holding a control character, or undefined. The
 * path is built on the way back out, so a clean body costs one visit per value and no copies; the
 * body's depth is bounded before this runs (plugins/request-limits.ts).
 */
export function controlCharacterAt(value: unknown): string[] | undefined {
  const found = reversedPathOf(value);
  return found?.reverse();
}

function reversedPathOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [] : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = reversedPathOf(value[i]);
      if (found) {
        found.push(String(i));
        return found;
      }
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (CONTROL_CHARACTERS.test(key)) return [key.replace(CONTROL_CHARACTERS, '?')];
      const found = reversedPathOf((value as Record<string, unknown>)[key]);
      if (found) {
        found.push(key);
        return found;
      }
    }
  }
  return undefined;
}

export const refuseControlCharacters = (
  field: string,
  code: 'controlCharacters' | 'controlCharactersInFileName' = 'controlCharacters',
) => badRequest(code, { field });

export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = controlCharacterAt(part);
      if (found) throw refuseControlCharacters(found.join('.') || 'request');
    }
  });
});
