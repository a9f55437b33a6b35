import type { Role } from '@sabora/contract';
import { formatNumber } from './i18n/format';
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

/** A file's size in the page's language and digits: "1.5 MB", "١٫٥ ميجابايت", "1,5 Mo". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return i18next.t('files.megabytes', {
      size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10),
    });
  if (bytes >= 1024) return i18next.t('files.kilobytes', { size: formatNumber(Math.round(bytes / 1024)) });
  return i18next.t('files.bytes', { size: formatNumber(bytes) });
}
