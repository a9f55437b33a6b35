import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Replies smaller than this go as they are: they gain too little to be worth the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Larger replies are compressed off the event loop (zlib's thread pool), so one cannot hold it. */
const IN_LINE_MAX_BYTES = 64 * 1024;

/**
 * Brotli at quality 1: 11, its default, is for files compressed once; on a quiz's 3.4 KB and a
 * staff page's 55 KB, quality 1 took 38 and 165 µs against quality 4's 78 and 350 µs, for 12 % and
 * 1 % more bytes (docs/performance.md, log 2026-12-02).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 6 };
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to send with, from Accept-Encoding: brotli, else gzip, when accepted (q > 0). */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

async function compressed(encoding: Encoding, body: Buffer): Promise<Buffer> {
  if (body.length <= IN_LINE_MAX_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
  }
  return encoding === 'br' ? brotliLater(body, BROTLI) : gzipLater(body, GZIP);
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * API replies over 1 KB (the staff lists, a quiz's questions, the API reference) compressed with
 * brotli or gzip as the client accepts (docs/operations.md, "Compression"). The JSON is already
 * one string when it is sent, so it is compressed in one call: zlib's streams (as
 * @fastify/compress uses them) cost about half a millisecond a reply, which doubled the exam
 * rush's CPU per request; one call costs some 40 µs for a quiz's 3.4 KB. Files (streams) and the
 * built web app (compressed ahead of time, served as it is) are left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!/^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Measured without encoding: a reply sent as it is is not turned into bytes twice (a
    // gradebook's is over a megabyte).
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed(encoding, body);
  });
});
