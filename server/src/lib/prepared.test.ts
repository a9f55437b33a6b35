import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
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
    for (const name of ['test_users_by_id', PLANNED_EACH_RUN]) {
      const query = preparedOnce(t.database.db, `key_${name}`, () =>
        t.database.db
          .select({ id: users.id })
          .from(users)
          .where(isAnyOf(users.id, 'ids'))
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
});
