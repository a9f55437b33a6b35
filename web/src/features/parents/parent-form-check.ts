import { parentUpdateBody } from '@sabora/contract';
import { fieldProblem, problemOf } from '../../lib/form-problems';
import type { FieldErrors } from '../../lib/form-rules';
import { i18next } from '../../lib/i18n/i18n';

export const PARENT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ParentField = (typeof PARENT_FIELDS)[number];
export type ParentValues = Record<ParentField, string>;

const ns = 'parents' as const;
const labelOf = (field: ParentField) => i18next.t(`fields.${field}`, { ns });

/**
 * All four fields are needed, then the server's schema checks them. The messages
 * are the catalogue's, in the page's language ("Phone is required"), since the schema's are English.
 */
export function checkParent(values: ParentValues): FieldErrors<ParentField> {
  const errors: FieldErrors<ParentField> = {};
  for (const field of PARENT_FIELDS) {
    if (values[field].trim() === '') errors[field] = fieldProblem('required', labelOf(field));
  }
  const result = parentUpdateBody.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = PARENT_FIELDS.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    errors[field] = problemOf(issue, labelOf(field));
  }
  return errors;
}
