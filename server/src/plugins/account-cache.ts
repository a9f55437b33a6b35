import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';

/** The channel the database's triggers notify on when an account or a revoked token changes (migration 0013). */
export const ACCOUNT_CHANGES_CHANNEL = 'sabora_account_changes';
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
 * cache — in this process as the statement is sent, in other processes through the database's
 * NOTIFY (`ACCOUNT_CHANGES_CHANNEL`). While that connection is down the cache is not used at all.
 */
export class AccountCache {
  readonly #users = new Map<string, Held>();
  /** Session ids (jti) found not revoked, with the account they belong to. */
  readonly #sessions = new Map<string, string>();
  /** Bumped by every change: a read that began before one may not be kept. */
  #generation = 0;
  #live = false;
  readonly #stop: (() => Promise<void>)[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts following changes; the cache is used once the database confirms it is listening. */
  follow(database: Pick<Database, 'watchWrites' | 'listen'>) {
    const unwatch = database.watchWrites(['users', 'revoked_tokens'], () => this.forgetAll());
    const listener = database.listen(ACCOUNT_CHANGES_CHANNEL, {
      onMessage: () => this.forgetAll(),
      onLive: (live) => {
        this.forgetAll();
        this.#live = live;
      },
    });
    this.#stop.push(
      async () => unwatch(),
      () => listener.close(),
    );
  }

  async close() {
    this.#live = false;
    this.forgetAll();
    await Promise.all(this.#stop.splice(0).map((stop) => stop()));
  }

  /** The account of a session found valid before, or undefined when it must be read again. */
  get(userId: string, sessionId: string): UserRow | undefined {
    if (!this.#live || this.#sessions.get(sessionId) !== userId) return undefined;
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
    if (!this.#live || readAtGeneration !== this.#generation) return;
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
