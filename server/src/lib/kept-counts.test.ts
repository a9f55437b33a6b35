import { describe, expect, it } from 'vitest';
import { WriteWatch } from '../db/write-watch.js';
import { KEEP_COUNTS_MS, KeptCounts } from './kept-counts.js';

describe('KeptCounts', () => {
  function setUp() {
    const writes = new WriteWatch();
    let now = 1_000_000;
    const counts = new KeptCounts(
      (tables, onWrite) => writes.watch(tables, onWrite),
      ['homework_submissions'],
      () => now,
    );
    let counted = 0;
    const countAll = async () => {
      counted += 1;
      return 40 + counted;
    };
    return { writes, counts, countAll, counted: () => counted, later: (ms: number) => (now += ms) };
  }

  it('counts once per key while kept, and again once it is older than KEEP_COUNTS_MS', async () => {
    const { counts, countAll, counted, later } = setUp();
    expect(await counts.get('a', countAll)).toBe(41);
    expect(await counts.get('a', countAll)).toBe(41);
    expect(await counts.get('b', countAll)).toBe(42);
    expect(counted()).toBe(2);
    later(KEEP_COUNTS_MS);
    expect(await counts.get('a', countAll)).toBe(43);
  });

  it('forgets every total when this process writes a counted table, not another table', async () => {
    const { writes, counts, countAll, counted } = setUp();
    await counts.get('a', countAll);
    writes.logQuery('update "users" set "first_name" = $1 where "users"."id" = $2');
    expect(await counts.get('a', countAll)).toBe(41);
    writes.logQuery('insert into "homework_submissions" ("id") values ($1)');
    expect(await counts.get('a', countAll)).toBe(42);
    expect(counted()).toBe(2);
  });

  it('does not keep a count that a write overtook', async () => {
    const { writes, counts, counted } = setUp();
    const slow = counts.get('a', async () => {
      writes.logQuery('delete from "homework_submissions" where "id" = $1');
      return 7;
    });
    expect(await slow).toBe(7);
    expect(await counts.get('a', async () => 6)).toBe(6);
    expect(counted()).toBe(0);
  });
});
