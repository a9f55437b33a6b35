import type { z } from 'zod';
import { HttpError } from '../plugins/errors.js';
import { fieldProblem } from './field-problem.js';

/** Parses input with a contract schema; a failure becomes a 400 "field: message" like route validation. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const [code, params] = fieldProblem(field, { ...issue });
  throw new HttpError(400, code, params);
}

/** Multipart text fields as a plain object: repeated fields (name ends with [] or repeats) stay arrays. */
export function formObject(fields: Record<string, string[]>, arrays: readonly string[] = []) {
  const out: Record<string, string | string[]> = {};
  for (const [rawName, values] of Object.entries(fields)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    out[name] = arrays.includes(name)
      ? [...((out[name] as string[] | undefined) ?? []), ...values]
      : values.at(-1)!;
  }
  for (const name of arrays) out[name] ??= [];
  return out;
}
