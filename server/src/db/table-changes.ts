import type { Listener, ListenHandlers } from './listen.js';
import type { WriteWatch } from './write-watch.js';

/** The channel the database's triggers notify on, with the table's name (migration 0026). */
export const TABLE_CHANGES_CHANNEL = 'sabora_table_changes';

/**
 * Tables written at the pace of an exam rush, which the database does not announce: a notifying
 * commit holds PostgreSQL's one notify lock through its commit, which cut single-row updates from
 * 9,200 to 2,800 a second (docs/performance.md, "Kept reads"). A change to one is seen at once in
 * the process that makes it and on the reader's clock elsewhere.
 */
export const UNANNOUNCED_TABLES: readonly string[] = ['quiz_attempts'];

/** Calls `onChange` when one of `tables` may have changed; returns the call that stops. */
export type WatchTables = (tables: readonly string[], onChange: () => void) => () => void;

/**
 * The one way a process learns that tables changed, for whatever it keeps in memory
 * (lib/kept-reads.ts, plugins/account-cache.ts). A watcher is told:
 * - when this process sends a statement writing one of its tables (db/write-watch.ts), as it is
 *   sent, before it commits: a reader that forgets then reads again after the commit, so a
 *   person sees their own change on the next request;
 * - when any process commits one (the database's NOTIFY, TABLE_CHANGES_CHANNEL), tables in
 *   UNANNOUNCED_TABLES aside;
 * - when the listening connection is lost or found again: what changed meanwhile went unheard.
 *
 * One listening connection per database, opened by the first watcher. `live` says whether it
 * listens now: a reader that may not rely on its clock alone (accounts) keeps nothing without it.
 */
export class TableChanges {
  readonly #watchers = new Map<object, { tables: ReadonlySet<string>; onChange: () => void }>();
  #listener: Listener | undefined;
  #live = false;

  constructor(
    private readonly writes: Pick<WriteWatch, 'watch'>,
    private readonly listen: (channel: string, handlers: ListenHandlers) => Listener,
  ) {}

  get live() {
    return this.#live;
  }

  /** Every table watched now, by anything in this process. */
  watched(): Set<string> {
    return new Set([...this.#watchers.values()].flatMap(({ tables }) => [...tables]));
  }

  watch: WatchTables = (tables, onChange) => {
    const token = {};
    this.#watchers.set(token, { tables: new Set(tables), onChange });
    const unwatchWrites = this.writes.watch(tables, onChange);
    this.#listener ??= this.listen(TABLE_CHANGES_CHANNEL, {
      onMessage: (table) => this.#tell((watched) => watched.has(table)),
      onLive: (live) => {
        this.#live = live;
        this.#tell(() => true);
      },
    });
    return () => {
      unwatchWrites();
      this.#watchers.delete(token);
    };
  };

  async close() {
    const listener = this.#listener;
    this.#listener = undefined;
    this.#live = false;
    await listener?.close();
  }

  #tell(concerns: (tables: ReadonlySet<string>) => boolean) {
    for (const { tables, onChange } of this.#watchers.values()) {
      if (concerns(tables)) onChange();
    }
  }
}
