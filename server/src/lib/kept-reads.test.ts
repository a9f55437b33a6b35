import { describe, expect, it } from 'vitest';
import { WriteWatch } from '../db/write-watch.js';
import { KEEP_COUNTS_MS, KeptReads, SERVE_STALE_MS } from './kept-reads.js';

describe('KeptReads', () => {
  function setUp() {
    const writes = new WriteWatch();
    let now = 1_000_000;
    const counts = new KeptReads({
      forgetOn: {
        watchTables: (tables, onWrite) => writes.watch(tables, onWrite),
        tables: ['homework_submissions'],
      },
      now: () => now,
    });
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
    // Answered with the kept total while it is counted again, then with the new one.
    expect(await counts.get('a', countAll)).toBe(41);
    expect(counted()).toBe(3);
    expect(await counts.get('a', countAll)).toBe(43);
    expect(counted()).toBe(3);
  });

  it('waits for a new count once the kept total is older than SERVE_STALE_MS', async () => {
    const { counts, countAll, counted, later } = setUp();
    expect(await counts.get('a', countAll)).toBe(41);
    later(SERVE_STALE_MS);
    expect(await counts.get('a', countAll)).toBe(42);
    expect(counted()).toBe(2);
  });

  it('runs one count per key at a time: readers meanwhile wait for it', async () => {
    const { counts, later } = setUp();
    let counted = 0;
    let finish = (_n: number) => {};
    const countAll = () => {
      counted += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const readers = [counts.get('a', countAll), counts.get('a', countAll), counts.get('a', countAll)];
    expect(counted).toBe(1);
    finish(7);
    expect(await Promise.all(readers)).toEqual([7, 7, 7]);
    // Older than KEEP_COUNTS_MS: every reader gets the kept total, and one count runs for all.
    later(KEEP_COUNTS_MS);
    expect(await Promise.all([counts.get('a', countAll), counts.get('a', countAll)])).toEqual([7, 7]);
    expect(counted).toBe(2);
    finish(8);
    await Promise.resolve();
    expect(await counts.get('a', countAll)).toBe(8);
    expect(counted).toBe(2);
  });

  it('does not share a count that began before a write with readers after it', async () => {
    const { writes, counts } = setUp();
    let finish = (_n: number) => {};
    const before = counts.get(
      'a',
      () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
    );
    writes.logQuery('insert into "homework_submissions" ("id") values ($1)');
    expect(await counts.get('a', async () => 9)).toBe(9);
    finish(8);
    expect(await before).toBe(8);
    expect(await counts.get('a', async () => 10)).toBe(9);
  });

  it('answers a failed count to the readers waiting for it, and counts again for the next', async () => {
    const { counts } = setUp();
    const failing = async () => {
      throw new Error('connection lost');
    };
    await expect(Promise.all([counts.get('a', failing), counts.get('a', failing)])).rejects.toThrow(
      'connection lost',
    );
    expect(await counts.get('a', async () => 5)).toBe(5);
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
