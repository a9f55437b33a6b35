import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The named HTTP errors services throw; the handler below turns them into `{ success: false, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the refusal carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);

/** Framework errors whose own message is fine to show (body too large, bad JSON, bad content type…). */
const SAFE_FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length header.',
  FST_REQ_FILE_TOO_LARGE: 'File is too large.',
  FST_FILES_LIMIT: 'Too many files.',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request.',
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field || error.validationContext;
      const message = where ? `${where}: ${first.message}` : first.message;
      return reply.status(400).send({ success: false, message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ success: false, message: 'Request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = SAFE_FRAMEWORK_CODES[error.code] ?? error.message;
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
});
