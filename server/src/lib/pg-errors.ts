import { DrizzleQueryError } from 'drizzle-orm';

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
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i;
/**
 * PostgreSQL's own: a connection failure (class 08), the server shutting down (57P01–57P03), a
 * statement or lock wait cut off by the request's timeout (57014, 55P03).
 */
const UNREACHABLE_STATE = /^(08...|57P0[123]|57014|55P03)$/;

/** The databases' ports, so a socket error is the database's and not the storage's or the mail's. */
const databasePorts = new Set<string>();

/** Called for each database opened (db/client.ts). */
export function noteDatabaseAddress(url: string) {
  databasePorts.add(new URL(url).port || '5432');
}

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
  address?: unknown;
  port?: unknown;
};

/** A socket error on the way to the database: inside a query's error, or to its address. */
function isDatabaseSocket(e: ErrorLike, withinQuery: boolean) {
  if (withinQuery) return true;
  if (typeof e.address === 'string' && e.address.includes('.s.PGSQL.')) return true;
  return e.port !== undefined && databasePorts.has(String(e.port));
}

/**
 * Whether an error means the database could not be reached or did not answer in time, rather than
 * refusing a statement: PostgreSQL's connection, shutdown and timeout states, the driver's own
 * timeouts and lost connections, and socket errors on the way to the database, looked for
 * through Drizzle's wrapping (`cause`). A socket error of the storage or the mail is not one.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let withinQuery = false;
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 5; depth++) {
    // Drizzle's class keeps Error's name: known by its class.
    if ((e as unknown) instanceof DrizzleQueryError) withinQuery = true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_STATE.test(code)) return true;
    if (UNREACHABLE_SOCKET.has(code) && isDatabaseSocket(e, withinQuery)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as ErrorLike | undefined;
  }
  return false;
}
