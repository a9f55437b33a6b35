import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, noteDatabaseAddress } from './pg-errors.js';

/** What counts as "the database is away" (503), and what does not (docs/operations.md). */
describe('isDatabaseUnreachable', () => {
  noteDatabaseAddress('postgres://user:pass@db.example:6543/sabora');
  const socket = (code: string, more: object = {}) => Object.assign(new Error(code), { code, ...more });
  // Drizzle's own error, as its queries throw it (its name stays 'Error').
  const drizzle = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

  it("takes PostgreSQL's connection, shutdown and timeout states", () => {
    for (const code of ['08006', '57P01', '57P03', '57014', '55P03']) {
      expect(isDatabaseUnreachable(drizzle(socket(code))), code).toBe(true);
    }
    expect(isDatabaseUnreachable(drizzle(socket('23505')))).toBe(false);
  });

  it("takes the driver's own timeouts and lost connections", () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Connection terminated unexpectedly',
    ]) {
      expect(isDatabaseUnreachable(new Error(message)), message).toBe(true);
    }
  });

  it("takes socket errors on the way to the database, and not the storage's or the mail's", () => {
    expect(isDatabaseUnreachable(drizzle(socket('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnreachable(socket('ECONNREFUSED', { address: '/tmp/x/.s.PGSQL.5432' }))).toBe(true);
    expect(isDatabaseUnreachable(socket('ECONNREFUSED', { address: '10.0.0.5', port: 6543 }))).toBe(true);
    expect(isDatabaseUnreachable(socket('ECONNRESET', { address: '52.1.2.3', port: 443 }))).toBe(false);
    expect(isDatabaseUnreachable(socket('ETIMEDOUT', { address: '10.0.0.9', port: 587 }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('Not found.'))).toBe(false);
  });
});
