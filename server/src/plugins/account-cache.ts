import type { UserRow } from '../db/schema/index.js';
import type { TableChanges } from '../db/table-changes.js';

/** The tables an account is read from (with the session's revocation): a change forgets them all. */
export const ACCOUNT_TABLES: readonly string[] = ['users', 'revoked_tokens'];
/** Even if a notification were lost unseen, no account is trusted from memory for longer. */
const MAX_AGE_MS = 60_000;
/** Accounts held at most; a full cache starts again from empty (cheaper than tracking age for each). */
const MAX_ACCOUNTS = 50_000;

interface Held {
  user: UserRow;
  at: number;
}

/**
 * The accounts of recent requests, kept in this process so the token check needs no query (it
 * was one round trip on every request). What makes logout, a password change and
 * deactivation take effect at once is kept: any change to `users` or `revoked_tokens` empties the
 * cache — in this process as the statement is sent, in other processes once the database announces
 * it (db/table-changes.ts). While the database cannot announce changes the cache is not used at all.
 */
export class AccountCache {
  readonly #users = new Map<string, Held>();
  /** Session ids (jti) found not revoked, with the account they belong to. */
  readonly #sessions = new Map<string, string>();
  /** Bumped by every change: a read that began before one may not be kept. */
  #generation = 0;
  #changes: Pick<TableChanges, 'live'> | undefined;
  #unwatch: (() => void) | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts following changes; the cache is used while the database announces them. */
  follow(changes: Pick<TableChanges, 'watch' | 'live'>) {
    this.#changes = changes;
    this.#unwatch = changes.watch(ACCOUNT_TABLES, () => this.forgetAll());
  }

  close() {
    this.#unwatch?.();
    this.#changes = undefined;
    this.forgetAll();
  }

  /** The account of a session found valid before, or undefined when it must be read again. */
  get(userId: string, sessionId: string): UserRow | undefined {
    if (!this.#changes?.live || this.#sessions.get(sessionId) !== userId) return undefined;
    const held = this.#users.get(userId);
    if (!held || this.now() - held.at > MAX_AGE_MS) return undefined;
    return held.user;
  }

  /** The generation to pass to `keep` for a read starting now. */
  generation() {
    return this.#generation;
  }

  /** Keeps what a read found, unless something changed since it began (it may be older than that). */
  keep(user: UserRow, sessionId: string, readAtGeneration: number) {
    if (!this.#changes?.live || readAtGeneration !== this.#generation) return;
    if (this.#users.size >= MAX_ACCOUNTS || this.#sessions.size >= 4 * MAX_ACCOUNTS) this.forgetAll();
    this.#users.delete(user.id);
    this.#users.set(user.id, { user, at: this.now() });
    this.#sessions.set(sessionId, user.id);
  }

  forgetAll() {
    this.#generation += 1;
    this.#users.clear();
    this.#sessions.clear();
  }
}
