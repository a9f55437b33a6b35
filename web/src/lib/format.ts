import type { Role } from '@sabora/contract';

interface Named {
  firstName: string;
  lastName: string;
}

export function fullName(person: Named): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/** A calendar date in the reader's locale, e.g. "12 March 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
