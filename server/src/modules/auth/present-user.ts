import type { User } from '@sabora/contract';
import type { UserRow } from '../../db/schema/index.js';

/** The public shape of a user: never the password hash or token version. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    _id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    isActive: row.isActive,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    avatarUrl: row.avatarFileId ? `/api/users/${row.id}/avatar?v=${row.avatarFileId.slice(0, 8)}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account fields that staff lists show of a teacher or a parent. */
export const presentAccount = (row: UserRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
