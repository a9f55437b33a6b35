/** The backups' cache keys: their status as the admin home shows it. */
export const backupKeys = { status: ['backups', 'status'] as const };
