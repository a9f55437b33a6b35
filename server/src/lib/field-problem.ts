import type { ErrorParamValue } from '@sabora/contract';

/** What of a zod issue the web needs to say the problem in another language. */
export interface IssueLike {
  code?: unknown;
  message: string;
  [detail: string]: unknown;
}

/** The zod details that travel as params: which check failed, and its limits. */
const DETAILS = ['origin', 'format', 'expected', 'minimum', 'maximum', 'inclusive', 'validation'] as const;

/**
 * The refusal (code, params) of input a contract schema refused: `field: message` in English as before, with the code
 * `invalidField` (or `invalidInput` without a field) and the issue's code and limits as params, so
 * the web can write "email: must be a valid email address" in Arabic.
 */
export function fieldProblem(
  field: string,
  issue: IssueLike,
): ['invalidField', { field: string; problem: string }] | ['invalidInput', { problem: string }] {
  const details: Record<string, ErrorParamValue> = { issue: String(issue.code ?? 'custom') };
  for (const name of DETAILS) {
    const value = issue[name];
    if (typeof value === 'string' || typeof value === 'number') details[name] = value;
    else if (typeof value === 'bigint' || typeof value === 'boolean') details[name] = String(value);
  }
  if (Array.isArray(issue.values)) details.values = issue.values.map(String).join(', ');
  // A contract's own check names itself (e.g. commonPassword), so the web has words for it.
  const own = (issue.params as { issue?: unknown } | undefined)?.issue;
  if (issue.code === 'custom' && typeof own === 'string') details.issue = own;
  // A missing value: zod's own words, or the contract's "is required".
  if (issue.message === 'is required' || /received undefined$/.test(issue.message))
    details.issue = 'required';
  return field
    ? ['invalidField', { field, problem: issue.message, ...details }]
    : ['invalidInput', { problem: issue.message, ...details }];
}
