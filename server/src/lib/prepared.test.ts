import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../test/app.js';
import { users } from '../db/schema/index.js';
import { isAnyOf, PLANNED_EACH_RUN, preparedOnce } from './prepared.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('preparedOnce', () => {
  it('builds a statement once per database and name', () => {
    let built = 0;
    const make = () => ({ built: ++built });
    const first = preparedOnce(t.database.db, 'test_once', make);
    expect(preparedOnce(t.database.db, 'test_once', make)).toBe(first);
    expect(preparedOnce(t.database.db, 'test_other', make)).not.toBe(first);
    expect(built).toBe(2);
  });

  it('reads lists of any length through one array of ids, named or planned each run', async () => {
    const people = await Promise.all([1, 2, 3].map(() => signedIn(t, 'student')));
    const ids = people.map((p) => p.user.id);
    for (const [name, options] of [
      ['test_users_by_id', undefined],
      [PLANNED_EACH_RUN, { planWithValues: true } as const],
      [PLANNED_EACH_RUN, undefined],
    ] as const) {
      const query = preparedOnce(t.database.db, `key_${name}_${options ? 'values' : 'hidden'}`, () =>
        t.database.db
          .select({ id: users.id })
          .from(users)
          .where(isAnyOf(users.id, 'ids', options))
          .orderBy(desc(users.email))
          .prepare(name),
      );
      // More runs than PostgreSQL's five custom plans, with lists of every length and none.
      for (const size of [1, 3, 2, 0, 3, 1, 2, 3]) {
        const rows = await query.execute({ ids: ids.slice(0, size) });
        expect(rows.map((r) => r.id).sort(), `${name || 'unnamed'}, ${size}`).toEqual(
          ids.slice(0, size).sort(),
        );
      }
      expect(await query.execute({ ids: [randomUUID()] })).toEqual([]);
    }
  });

  it('keeps the generic plan of a named statement after five runs, whatever the lists hold', async () => {
    const people = await Promise.all([1, 2].map(() => signedIn(t, 'student')));
    const ids = people.map((p) => p.user.id);
    // One connection (a transaction), so every run meets the same prepared statement.
    const plans = await t.database.db.transaction(async (tx) => {
      const query = tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(isAnyOf(users.id, 'ids'))
        .prepare('test_generic_kept');
      for (let run = 0; run < 8; run++) await query.execute({ ids: ids.slice(0, 1 + (run % 2)) });
      const [row] = (
        await tx.execute<{ generic_plans: string; custom_plans: string }>(
          sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'test_generic_kept'`,
        )
      ).rows;
      return row;
    });
    // PostgreSQL's five trial custom plans, then the generic plan every time.
    expect(plans).toEqual({ generic_plans: '3', custom_plans: '5' });
  });
});
