import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A form's field messages, e.g. { email: 'Email must be a valid email address' }: blank required
 * fields first ("is required"), then the rules of the shared schema for the others, so a rule is
 * written once for the server and the form.
 */
export function fieldErrors<K extends string>(
  schema: z.ZodType,
  values: Record<K, unknown>,
  labels: Record<K, string>,
  required: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of required) {
    const value = values[key];
    if (typeof value !== 'string' || value.trim() === '') errors[key] = `${labels[key]} is required`;
  }
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in labels)) continue;
    const field = key as K;
    errors[field] ??= `${labels[field]} ${issue.message}`;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** Staff spec §8 "{server message or error}": the server's text, else what went wrong. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
