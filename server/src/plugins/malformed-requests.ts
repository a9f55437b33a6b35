import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/**
 * Refusals no browser running Sabora causes: bodies malformed, nested, oversized or cut short at
 * the edge (docs/operations.md, "Limits"). Each is cheap, but a client sending them as fast as it
 * is answered still takes a core from everyone else; past MALFORMED_REQUEST_LIMIT of them in a
 * window, an address is made to wait.
 */
const MALFORMED = new Set([
  'jsonTooDeep',
  'invalidJson',
  'bodyTooLarge',
  'requestTimeout',
  'formFieldTooLarge',
  'uploadTooLarge',
  'multipartInvalid',
  'tooManyFormFields',
  'controlCharacters',
  'controlCharactersInFileName',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);
const WINDOW_MS = 10_000;
/** How long a request from an address past its limit waits for its 429: a client that sends the
 * next request when answered is slowed to one request a second per connection. */
const HOLD_MS = 1000;

/** Counts per address in fixed windows; the map is emptied each window, so it stays small. */
export class RefusalCounts {
  private counts = new Map<string, number>();
  private windowEnds = 0;
  constructor(
    private readonly limit: number,
    private readonly windowMs = WINDOW_MS,
  ) {}

  private roll(now: number) {
    if (now < this.windowEnds) return;
    this.counts.clear();
    this.windowEnds = now + this.windowMs;
  }

  note(address: string, now = Date.now()) {
    this.roll(now);
    this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
  }

  isOver(address: string, now = Date.now()) {
    this.roll(now);
    return (this.counts.get(address) ?? 0) >= this.limit;
  }

  secondsLeft(now = Date.now()) {
    return Math.max(1, Math.ceil((this.windowEnds - now) / 1000));
  }
}

export const malformedRequestsPlugin = fp<{ limit: number }>(async (app: FastifyInstance, { limit }) => {
  const counts = new RefusalCounts(limit);
  app.addHook('onError', async (request, _reply, error) => {
    if (MALFORMED.has((error as { code?: string }).code ?? '')) counts.note(request.ip);
  });
  // First of every request's hooks, before the session is looked up or a byte of the body read.
  app.addHook('onRequest', async (request) => {
    if (!counts.isOver(request.ip)) return;
    await sleep(HOLD_MS);
    const seconds = counts.secondsLeft();
    throw new HttpError(
      429,
      'tooManyMalformedRequests',
      { seconds },
      { 'Retry-After': String(seconds), Connection: 'close' },
    );
  });
});
