import type { Role } from '@sabora/contract';
import { i18next } from './i18n/i18n';

interface Named {
  firstName: string;
  lastName: string;
}

export function fullName(person: Named): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A role's name in the page's language. */
export function roleLabel(role: Role): string {
  return i18next.t(`roles.${role}`);
}

export { formatDate } from './i18n/format';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
