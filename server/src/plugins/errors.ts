import {
  type ErrorCode,
  type ErrorParams,
  type ErrorParamValue,
  englishErrorMessage,
  type PlainErrorCode,
} from '@sabora/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldProblem } from '../lib/field-problem.js';
import { isDatabaseUnreachable } from '../lib/pg-errors.js';

type Params = Record<string, ErrorParamValue>;

/**
 * The named HTTP errors services throw; the handler below turns them into
 * `{ success: false, code, params?, message }`. The message is the code's English template filled
 * from params (contract/src/error-codes.ts), so the English text stays the product's own.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Params | undefined = undefined,
    /** Headers the refusal carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(englishErrorMessage(code, params));
  }
}

/**
 * `badRequest('classFull')`, `conflict('maxBelowEnrolled', { count: 3 })`: a code with
 * placeholders demands its params, an unknown code or a missing param is a type error.
 */
type Refusal = {
  (code: PlainErrorCode): HttpError;
  <C extends ErrorCode>(code: C, params: ErrorParams<C>): HttpError;
};
const refusal =
  (status: number): Refusal =>
  (code: ErrorCode, params?: Params) =>
    new HttpError(status, code, params);

export const badRequest = refusal(400);
export const conflict = refusal(409);
export const tooLarge = refusal(413);
export const unavailable = refusal(503);
const notFoundWith = refusal(404);
const unauthorizedWith = refusal(401);
const forbiddenWith = refusal(403);
export const notFound = (code: PlainErrorCode = 'notFound') => notFoundWith(code);
export const unauthorized = (code: PlainErrorCode = 'signInRequired') => unauthorizedWith(code);
export const forbidden = (code: PlainErrorCode = 'permissionDenied') => forbiddenWith(code);

/** Framework errors whose meaning is fine to show (body too large, bad content type…), by code. */
const SAFE_FRAMEWORK_CODES: Record<string, PlainErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidContentLength',
  FST_REQ_FILE_TOO_LARGE: 'frameworkFileTooLarge',
  FST_FILES_LIMIT: 'frameworkTooManyFiles',
  FST_PARTS_LIMIT: 'tooManyFormFields',
  FST_FIELDS_LIMIT: 'tooManyFormFields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'notMultipart',
};

/** How soon a client may ask again after the database was not reachable (Retry-After). */
const DATABASE_RETRY_SECONDS = 5;

/** The reply body of a refusal: params only when the message has some. */
export const refusalBody = (error: HttpError) => ({
  success: false as const,
  code: error.code,
  ...(error.params ? { params: error.params } : {}),
  message: error.message,
});

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(refusalBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field || error.validationContext || '';
      const issue = { code: first.keyword, message: first.message ?? 'is not valid', ...first.params };
      const [code, params] = fieldProblem(where, issue);
      return reply.status(400).send(refusalBody(new HttpError(400, code, params)));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(refusalBody(badRequest('invalidJson')));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const known = SAFE_FRAMEWORK_CODES[error.code];
      const refused = known
        ? new HttpError(status, known)
        : new HttpError(status, 'requestRefused', { problem: error.message });
      return reply.status(status).send(refusalBody(refused));
    }
    if (isDatabaseUnreachable(error)) {
      // Not this request's fault, and over when the database is back: the pool reconnects by itself.
      request.log.warn({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_SECONDS))
        .send(refusalBody(unavailable('databaseUnavailable')));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(refusalBody(new HttpError(500, 'serverError')));
  });
});
