import type { z } from 'zod';
import { fieldProblem, problemOf } from './form-problems';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A form's field messages, e.g. { email: 'Email must be a valid email address' }: blank required
 * fields first ("is required"), then the rules of the shared schema for the others, so a rule is
 * written once for the server and the form; worded in the page's language (lib/form-problems).
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
    if (typeof value !== 'string' || value.trim() === '') errors[key] = fieldProblem('required', labels[key]);
  }
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in labels)) continue;
    const field = key as K;
    errors[field] ??= problemOf(issue, labels[field]);
  }
  return errors;
}

/** True when at least one field has a message (a cleared field holds none). */
export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** "{server message or error}" in a failure text: the server's text, else what went wrong. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The field a refusal names, as the server words it (server/src/plugins/errors.ts: "field: message",
 * e.g. "dueDate: is in the past; choose a later date and time"); null when it names none. French
 * typography puts a space before the colon ("file : le fichier est vide"), so one is allowed.
 */
export function namedField(message: string): { field: string; text: string } | null {
  const match = /^([A-Za-z][\w.]*)[ \u00a0\u202f]?: (.+)$/s.exec(message);
  return match ? { field: match[1] as string, text: match[2] as string } : null;
}

/** 'dueDate' → 'Due date', 'subjects.0.teacher' → 'Teacher': the name people read for a key. */
export function labelOfKey(key: string): string {
  const last =
    key
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? key;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Words that carry on from a field's name: "is required" reads "Title is required". */
const CONTINUES_LABEL = /^(is|are|must|has|have|needs?|cannot|can|should|was|were)\b/;

/**
 * The message shown under a field: the label and a rule that continues it ("Due date is in the
 * past…"), or a message that stands alone, capitalised ("An account with this email already exists").
 */
export function fieldMessage(label: string, text: string): string {
  if (label && CONTINUES_LABEL.test(text)) return `${label} ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
