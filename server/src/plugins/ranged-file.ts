import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileRow } from '../db/schema/index.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { HttpError, refusalBody } from './errors.js';
import type { ByteRange, FileStorage } from './file-storage.js';

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or the
 * last n bytes `bytes=-n`. Undefined when there is no usable header or it asks for several ranges
 * (then the whole file is sent, which the RFC allows); 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const last = Number(match[2]);
    if (last === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/**
 * Sends a stored file (callers check the caller may see it first) with its original name, and
 * answers a Range request with 206 and only those bytes, so a large PDF or a video opens at once.
 */
export async function sendRangedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRow,
  disposition: 'attachment' | 'inline',
) {
  const range = requestedRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${file.size}`)
      .send(refusalBody(new HttpError(416, 'rangeOutsideFile', { size: file.size })));
  }
  reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(file.originalName, disposition))
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, max-age=0');
  if (!range) {
    return reply.header('Content-Length', String(file.size)).send(await storage.get(file.storageKey));
  }
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(await storage.get(file.storageKey, range));
}
