/** The PostgreSQL error code behind a (possibly Drizzle-wrapped) error, e.g. 23505 unique violation. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A row that a unique index allows once already exists (a concurrent double submit). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** A row is still referenced (a submission arrived while its homework or exam was being deleted). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
