import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../test/app.js';
import { eventually, get } from '../test/requests.js';
import { type Database, openPostgres } from './db/client.js';
import type { ListenHandlers } from './db/listen.js';
import { TableChanges, UNANNOUNCED_TABLES } from './db/table-changes.js';
import { WriteWatch } from './db/write-watch.js';

/** How a process learns that tables changed (db/table-changes.ts), on a real database. */
let t: TestContext;
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  other = openPostgres(t.database.url);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

it('the database announces every table something in the process watches, the rush tables aside', async () => {
  // What keeps reads is made on first use: the staff lists of every kind, and the accounts.
  const admin = await signedIn(t, 'admin');
  for (const kind of ['homework', 'quiz', 'exam']) {
    for (const status of ['', '&status=missing']) {
      expect((await get(t, `/api/${kind}-submissions?limit=10${status}`, admin.headers)).statusCode).toBe(
        200,
      );
    }
  }
  const watched = t.database.changes.watched();
  for (const table of ['users', 'revoked_tokens', 'quiz_attempts', 'homework_submissions']) {
    expect(watched.has(table), table).toBe(true);
  }
  const { rows } = (await t.database.executeSql(
    `select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = c.relname || '_notify_table_changes'`,
  )) as { rows: { table: string }[] };
  const announced = rows.map((row) => row.table).sort();
  const expected = [...watched].filter((table) => !UNANNOUNCED_TABLES.includes(table)).sort();
  expect(announced).toEqual(expected);
  // A rush table left out is one something watches; else it needs no mention.
  for (const table of UNANNOUNCED_TABLES) expect(watched.has(table), table).toBe(true);
});

describe('a watcher', () => {
  it("hears another process's committed change to its tables, and not to others", async () => {
    const told: string[] = [];
    const stopSubjects = t.database.changes.watch(['subjects'], () => told.push('subjects'));
    const stopExams = t.database.changes.watch(['exams'], () => told.push('exams'));
    expect(await eventually(async () => t.database.changes.live, Boolean)).toBe(true);
    told.length = 0;
    await other.executeSql(`update subjects set name = name where false`);
    expect(await eventually(async () => told.includes('subjects'), Boolean, 2_000)).toBe(true);
    expect(told).not.toContain('exams');
    stopSubjects();
    stopExams();
  });

  it('hears at once, before the commit, what this process writes, a rush table too', async () => {
    const told: string[] = [];
    const stop = t.database.changes.watch(['quiz_attempts'], () => told.push('quiz_attempts'));
    await t.database.db.transaction(async (tx) => {
      await tx.execute(`update quiz_attempts set score = score where false`);
      expect(told).toEqual(['quiz_attempts']);
    });
    stop();
  });

  it('is told when the listening connection is lost and found again: what changed meanwhile went unheard', () => {
    let handlers: ListenHandlers | undefined;
    const changes = new TableChanges(new WriteWatch(), (_channel, given) => {
      handlers = given;
      return { close: async () => {} };
    });
    let told = 0;
    changes.watch(['users'], () => (told += 1));
    handlers!.onLive(true);
    expect(changes.live).toBe(true);
    handlers!.onLive(false);
    expect(changes.live).toBe(false);
    expect(told).toBe(2);
    handlers!.onMessage('exams');
    expect(told).toBe(2);
    handlers!.onMessage('users');
    expect(told).toBe(3);
  });
});
