import { parentUpdateBody } from '@sabora/contract';
import type { FieldErrors } from '../../lib/form-rules';
import { i18next } from '../../lib/i18n/i18n';

export const PARENT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ParentField = (typeof PARENT_FIELDS)[number];
export type ParentValues = Record<ParentField, string>;

const ns = 'parents' as const;
const labelOf = (field: ParentField) => i18next.t(`fields.${field}`, { ns });

/** The contract's own rule texts (contract/src/parents.ts, auth.ts) and their words in the catalogue. */
const RULES = {
  'is required': 'problems.required',
  'must be a valid email address': 'problems.email',
  'must be a valid phone number': 'problems.phone',
} as const;

/**
 * Staff spec §5: all four fields are needed, then the server's schema checks them. The messages
 * are the catalogue's, in the page's language ("Phone is required"), since the schema's are English.
 */
export function checkParent(values: ParentValues): FieldErrors<ParentField> {
  const errors: FieldErrors<ParentField> = {};
  for (const field of PARENT_FIELDS) {
    if (values[field].trim() === '')
      errors[field] = i18next.t('problems.required', { ns, field: labelOf(field) });
  }
  const result = parentUpdateBody.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = PARENT_FIELDS.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    const label = labelOf(field);
    const rule = RULES[issue.message as keyof typeof RULES];
    if (rule) errors[field] = i18next.t(rule, { ns, field: label });
    else if (issue.code === 'too_big') {
      errors[field] = i18next.t('problems.maxLength', { ns, field: label, count: Number(issue.maximum) });
    } else errors[field] = i18next.t('problems.invalid', { ns, field: label });
  }
  return errors;
}
