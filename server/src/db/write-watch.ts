import type { Logger } from 'drizzle-orm';

/** Called when this process sends a statement that writes a watched table. */
type OnWrite = () => void;

const WRITE = /\b(?:update|delete\s+from|insert\s+into)\s+"?([a-z_]+)"?/gi;

/**
 * Sees every statement this process sends through Drizzle (as its logger) and tells watchers when
 * one writes their tables, as it is sent: before it commits, so a watcher that forgets what it
 * holds then reads the table again after the commit, never a copy from before it.
 */
export class WriteWatch implements Logger {
  readonly #watchers = new Map<object, { tables: ReadonlySet<string>; onWrite: OnWrite }>();
  /** The tables each statement text writes: texts repeat (prepared, parameterised), parsing need not. */
  readonly #written = new Map<string, string[]>();

  watch(tables: readonly string[], onWrite: OnWrite): () => void {
    const token = {};
    this.#watchers.set(token, { tables: new Set(tables), onWrite });
    return () => this.#watchers.delete(token);
  }

  logQuery(query: string): void {
    if (this.#watchers.size === 0) return;
    const tables = this.#tablesWrittenBy(query);
    if (tables.length === 0) return;
    for (const { tables: watched, onWrite } of this.#watchers.values()) {
      if (tables.some((table) => watched.has(table))) onWrite();
    }
  }

  #tablesWrittenBy(query: string): string[] {
    let tables = this.#written.get(query);
    if (!tables) {
      tables = [...query.matchAll(WRITE)].map((match) => (match[1] ?? '').toLowerCase());
      // Statements with values written into their text would grow this without end.
      if (this.#written.size > 2_000) this.#written.clear();
      this.#written.set(query, tables);
    }
    return tables;
  }
}
