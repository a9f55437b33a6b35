import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors.js';

/**
 * Control characters (NUL and the rest of C0, and DEL; tab, line feed and carriage return stay
 * allowed in text) have no place in anything a person types, and PostgreSQL refuses NUL in text
 * with an error that used to surface as a 500. Refused here, at the edge, for every route's path
 * parameters, query and JSON body — and in multipart fields and file names by `readUpload` —
 * with a 400 naming the field (issue 16, item 3).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path (e.g. 'agenda.2') of the first string holding a control character, or undefined. */
export function controlCharacterAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) return [...path, key.replace(CONTROL_CHARACTERS, '?')];
      const found = controlCharacterAt(item, [...path, key]);
      if (found) return found;
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
