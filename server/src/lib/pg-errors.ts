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

/** Socket errors of a server that is down, unreachable or gone mid-statement. */
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);
/** What `pg` says when a wait for a connection or a reply ran out, or the connection ended. */
const UNREACHABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|connection timeout/i;

/**
 * Whether an error means the database could not be reached or did not answer in time, rather than
 * refusing a statement: PostgreSQL's connection (08) and shutdown (57P01–57P03) classes, socket
 * errors and `pg`'s own timeouts, looked for through Drizzle's wrapping (`cause`).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_SOCKET.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
