import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Replies smaller than this go as they are: a quiz's small replies gain nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Replies over 1 KB (the staff lists, a quiz's questions, the API reference) compressed with
 * brotli or gzip as the client accepts (docs/operations.md, "Compression"). Brotli at quality 4:
 * its default, 11, is meant for files compressed once and costs far more per reply for a few
 * percent. The built web app's files are compressed ahead of time (@fastify/static serves the
 * `.br`/`.gz` beside them), which this leaves alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
