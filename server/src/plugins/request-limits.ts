import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from './errors.js';

/**
 * Bounded work per request, before anything else runs (docs/operations.md, "Limits"): no client
 * may hold the event loop, the memory or a connection for long with a body built to do so.
 */

/** JSON bodies above this are refused with 413; files go through multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** How deeply arrays and objects may nest in a JSON body; Sabora's own bodies need 4. */
export const MAX_JSON_DEPTH = 32;

/**
 * The HTTP server's own clocks. A request's headers must arrive within HEADERS_TIMEOUT and the
 * whole request within REQUEST_TIMEOUT (long enough for the largest upload on a slow link); a
 * connection that sends or receives nothing for IDLE_TIMEOUT is closed; an idle keep-alive
 * connection is kept KEEP_ALIVE_TIMEOUT (past a proxy's usual 60 s, so the proxy closes first).
 */
export const serverTimeouts = {
  requestTimeout: 15 * 60_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 65_000,
} satisfies Partial<FastifyServerOptions>;
export const HEADERS_TIMEOUT = 20_000;

/** The nesting depth of a JSON text, read in one pass without parsing; stops once past `max`. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fails a request body that has not arrived within `ms` with 408: a client sending one byte every
 * few seconds would otherwise hold its connection, and a slot of the server, for as long as it
 * likes. Multipart uploads are left to the server's REQUEST_TIMEOUT: a large file on a slow link
 * legitimately takes minutes.
 */
function bodyDeadline(payload: NodeJS.ReadableStream, reply: FastifyReply, ms: number): Transform {
  const deadline = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      done(null, chunk);
    },
  });
  const timer = setTimeout(() => {
    const seconds = Math.round(ms / 1000);
    deadline.destroy(new HttpError(408, 'requestTimeout', { seconds }, { Connection: 'close' }));
  }, ms);
  timer.unref();
  const stop = () => clearTimeout(timer);
  // Whichever comes first: the body arrived, the request went away, or a reply was already sent.
  payload.once('end', stop);
  payload.once('close', stop);
  reply.raw.once('finish', stop);
  payload.on('error', (error) => deadline.destroy(error));
  // The body's reader listens while it reads; once it stopped, a late failure has no one to tell.
  deadline.on('error', stop);
  return payload.pipe(deadline);
}

export interface RequestLimitsOptions {
  /** How long a non-multipart body may take to arrive, in milliseconds. */
  bodyTimeoutMs: number;
}

export const requestLimitsPlugin = fp<RequestLimitsOptions>(
  async (app: FastifyInstance, { bodyTimeoutMs }) => {
    // Fastify's own JSON parser (prototype poisoning refused), after a depth check: a body of a few
    // KB nested thousands deep costs nothing here, where the parser and every later walk over it
    // would recurse that deep.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(badRequest('jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.addHook('preParsing', async (request, reply, payload) => {
      // Only requests with a body: a GET has nothing to wait for. A form (multipart) is read
      // from the request itself later, by its route (plugins/uploads.ts), not through this stream.
      const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'];
      const isForm = /^multipart\//i.test(request.headers['content-type'] ?? '');
      if (!hasBody || isForm) return payload;
      return bodyDeadline(payload, reply, bodyTimeoutMs);
    });
  },
);
