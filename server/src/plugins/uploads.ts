import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { type FileRow, files } from '../db/schema/index.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { contentMatches, hasSignature, SIGNATURE_BYTES } from '../lib/file-signatures.js';
import { CONTROL_CHARACTERS, refuseControlCharacters } from './control-characters.js';
import { badRequest, HttpError, tooLarge } from './errors.js';
import type { FileStorage } from './storage.js';

export interface UploadRules {
  /** Field names that may carry files. */
  fields: readonly string[];
  /** Allowed extensions, lower case, without the dot. */
  extensions: readonly string[];
  maxBytes: number;
  maxCount: number;
  /** Also check each file's first bytes against its extension (lib/file-signatures.ts). */
  checkContent?: boolean;
}

export interface StoredUpload {
  field: string;
  storageKey: string;
  originalName: string;
  size: number;
  mimeType: string;
}

export interface ParsedUpload {
  fields: Record<string, string[]>;
  files: StoredUpload[];
}

/** Room for a form's text fields and part headers, besides its files. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
const MAX_TEXT_FIELDS = 200;
/** A text field of a form (a title, a grade, feedback) is at most this long; busboy's default is 1 MB. */
export const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * The type a stored file is served with comes from its (checked) extension, never from what the
 * browser claimed: a page uploaded as "photo.png" with type text/html must not be served as HTML.
 */
const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
};
export const mimeTypeOf = (ext: string) => MIME_TYPES[ext] ?? 'application/octet-stream';

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) have no place in a file name: one
 * makes "photo\u202Egnp.txt" read as "photo" + "txt.png" beside an honest extension. Removed from the
 * name kept with the file; C0 controls are refused outright (control-characters.ts).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const storedFileName = (name: string) => name.replace(BIDI_CONTROLS, '');

/** File names are kept to 255 characters (a longer one is cut before its extension, which stays). */
export const MAX_FILE_NAME = 255;
const cappedName = (name: string, ext: string) =>
  [...name].length <= MAX_FILE_NAME
    ? name
    : `${[...name].slice(0, MAX_FILE_NAME - ext.length - 1).join('')}.${ext}`;

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** What the multipart parser (busboy) says about a body that is not a well-formed form. */
const MALFORMED_FORM =
  /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header|Part terminated early)/;
const isMalformedForm = (error: unknown) => error instanceof Error && MALFORMED_FORM.test(error.message);

/**
 * Counts a request's bytes as they arrive, chunked or not, so no body runs past the most its route
 * accepts. Past `max` while the form is read, the reading fails with 413; past it while the rest of
 * a refused body is discarded (below), the connection is closed.
 */
function meterBody(raw: IncomingMessage, max: number, refusal: () => HttpError) {
  let received = 0;
  let discarding = false;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= max) return;
    raw.off('data', onData);
    if (discarding) {
      raw.destroy();
      return;
    }
    // The multipart parser listens for the request's errors and ends its parts with this one.
    raw.unpipe();
    raw.emit('error', refusal());
  };
  raw.on('data', onData);
  return {
    /**
     * A refusal must reach the client: it is still sending, and a connection closed under it loses
     * the reply (EPIPE or a reset). So the rest of the body is read and thrown away — never more
     * than the route accepts in all — and the connection stays open for the client's next request.
     */
    discardRest() {
      discarding = true;
      raw.unpipe();
      if (!raw.readableEnded) raw.resume();
    },
    stop: () => raw.off('data', onData),
  };
}

/** A refusal of a body too large to be read to the end closes the connection after the reply. */
const endReading = (error: HttpError) =>
  new HttpError(error.statusCode, error.code, error.params, { ...error.headers, Connection: 'close' });

/**
 * Reads a multipart request: text fields, and files checked for field, extension, count and size.
 * A refused upload stores nothing: files already written for this request are removed before the
 * error is thrown, and the caller removes them too (`discardUploads`) if its own transaction fails.
 */
export async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
  rules: UploadRules,
): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw badRequest('notMultipart');
  const tooLargeUpload = () =>
    endReading(tooLarge('uploadTooLarge', { max: rules.maxCount, size: mb(rules.maxBytes) }));
  const maxBody = rules.maxCount * rules.maxBytes + MULTIPART_OVERHEAD_BYTES;
  if (Number(request.headers['content-length'] ?? 0) > maxBody) throw tooLargeUpload();
  const result: ParsedUpload = { fields: {}, files: [] };
  const parts = request.parts({
    limits: {
      fileSize: rules.maxBytes,
      files: rules.maxCount + 1,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
    },
  });
  // Started before the first part is asked for, in the same tick, so it counts every byte.
  const meter = meterBody(request.raw, maxBody, tooLargeUpload);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw tooLarge('formFieldTooLarge', {
            field: part.fieldname,
            size: `${MAX_TEXT_FIELD_BYTES / 1024} KB`,
          });
        }
        if (CONTROL_CHARACTERS.test(part.fieldname) || CONTROL_CHARACTERS.test(String(part.value))) {
          throw refuseControlCharacters(part.fieldname.replace(CONTROL_CHARACTERS, '?'));
        }
        const values = result.fields[part.fieldname] ?? [];
        values.push(String(part.value));
        result.fields[part.fieldname] = values;
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (CONTROL_CHARACTERS.test(part.filename)) {
        throw refuseControlCharacters(part.fieldname, 'controlCharactersInFileName');
      }
      if (!rules.fields.includes(part.fieldname)) {
        throw badRequest('filesNotAccepted', { field: part.fieldname });
      }
      const ext = path.extname(part.filename).slice(1).toLowerCase();
      if (!rules.extensions.includes(ext)) {
        throw badRequest('fileTypeNotAccepted', {
          field: part.fieldname,
          file: part.filename,
          allowed: rules.extensions.join(', '),
        });
      }
      if (result.files.length >= rules.maxCount) {
        throw badRequest('tooManyFilesInField', { field: part.fieldname, max: rules.maxCount });
      }
      const storageKey = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;
      const body =
        rules.checkContent && hasSignature(ext)
          ? guardSignature(part.file, ext, () =>
              badRequest('fileNotReal', {
                field: part.fieldname,
                file: part.filename,
                type: ext.toUpperCase(),
              }),
            )
          : part.file;
      const size = await storage.put(storageKey, body).catch(async (error: unknown) => {
        await storage.remove(storageKey);
        throw error;
      });
      result.files.push({
        field: part.fieldname,
        storageKey,
        originalName: cappedName(storedFileName(path.basename(part.filename)), ext),
        size,
        mimeType: mimeTypeOf(ext),
      });
      if (part.file.truncated) {
        throw endReading(
          tooLarge('fileTooLarge', { field: part.fieldname, file: part.filename, size: mb(rules.maxBytes) }),
        );
      }
    }
  } catch (error) {
    await discardUploads(storage, result.files);
    const refusal = refusalOf(error, rules);
    if (!refusal) {
      meter.stop();
      throw error;
    }
    // A body too large is not read to its end; any other refusal is, so its reply reaches the client.
    if (refusal.headers.Connection === 'close') meter.stop();
    else meter.discardRest();
    throw refusal;
  }
  meter.stop();
  return result;
}

/** What a failed read of a form answers: its own refusal, or the parser's problem named. */
function refusalOf(error: unknown, rules: UploadRules): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isMalformedForm(error)) return badRequest('multipartInvalid', { problem: (error as Error).message });
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return endReading(tooLarge('fileTooLargeAny', { size: mb(rules.maxBytes) }));
  if (code === 'FST_FILES_LIMIT') return badRequest('tooManyFiles', { max: rules.maxCount });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('tooManyFormFields');
  return undefined;
}

/**
 * Passes a file through once its first bytes fit its extension; otherwise fails the stream with
 * `refusal()`, so the store's write fails and the partly written file is removed. Holds at most
 * SIGNATURE_BYTES in memory.
 */
function guardSignature(file: Readable, ext: string, refusal: () => Error): Readable {
  let head = Buffer.alloc(0);
  let checked = false;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (checked) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SIGNATURE_BYTES) return done();
      checked = true;
      if (!contentMatches(ext, head)) return done(refusal());
      done(null, head);
    },
    flush(done) {
      if (checked) return done();
      if (!contentMatches(ext, head)) return done(refusal());
      done(null, head);
    },
  });
  pipeline(file, guard, () => {});
  return guard;
}

/**
 * Reads an upload and runs `use` with it; if `use` fails (bad fields, a conflict, a failed
 * transaction), the stored files are removed so a refused request leaves nothing behind.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  storage: FileStorage,
  rules: UploadRules,
  use: (upload: ParsedUpload) => Promise<T>,
): Promise<T> {
  const upload = await readUpload(request, storage, rules);
  try {
    return await use(upload);
  } catch (error) {
    await discardUploads(storage, upload.files);
    throw error;
  }
}

export async function discardUploads(storage: FileStorage, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.map((u) => storage.remove(u.storageKey)));
}

/** Records stored uploads in the files table; returns the rows in the same order. */
export async function recordUploads(db: Db | Tx, uploads: readonly StoredUpload[], uploadedBy: string) {
  if (uploads.length === 0) return [];
  return db
    .insert(files)
    .values(
      uploads.map((u) => ({
        storageKey: u.storageKey,
        originalName: u.originalName,
        size: u.size,
        mimeType: u.mimeType,
        uploadedBy,
      })),
    )
    .returning();
}

/** Sends a stored file with its original name; callers check the caller may see it first. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRow,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const stream = await storage.get(file.storageKey);
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.originalName, disposition))
    .header('Cache-Control', 'private, max-age=0')
    .send(stream);
}
