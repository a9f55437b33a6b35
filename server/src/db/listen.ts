import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification's payload, in the order PostgreSQL sent them. */
  onMessage(payload: string): void;
  /**
   * True once the connection is LISTENing, false when it is lost: notifications sent meanwhile are
   * lost with it, so whoever relies on them must stop trusting what they hold until the next true.
   */
  onLive(live: boolean): void;
}

const RECONNECT_MS = 1_000;

/**
 * A connection of its own, outside the pool, LISTENing on one channel (a pooled connection would
 * go back to the pool and stop listening). A lost connection is reopened every second until the
 * listener is closed.
 */
export function listenOn(
  url: string,
  applicationName: string,
  channel: string,
  handlers: ListenHandlers,
): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    handlers.onLive(false);
    failed.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, application_name: applicationName, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === next && !closed) handlers.onLive(true);
    } catch {
      lost(next);
    }
  }
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      if (last) {
        handlers.onLive(false);
        await last.end().catch(() => {});
      }
    },
  };
}
