import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the API reference is served: the page at this path, the OpenAPI document at `/json`. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The API reference, generated from the routes' own zod schemas (which come from contract/): it can
 * only say what the server checks. Each operation is tagged with its domain (the path's first
 * segment after /api) and says who may call it (the route's `config.access`).
 * Registered before the modules, since it collects routes as they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, { version }: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sabora API',
        version,
        description:
          'Every call is under /api. Replies are `{ success: true, data, … }`, or `{ success: false, code, params?, message }` ' +
          'with a 4xx status naming the problem. Sign in with POST /api/auth/login and send the token as ' +
          '`Authorization: Bearer …` (the httpOnly cookie it sets works too).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      // Multipart and download routes declare no zod schema: they are listed all the same.
      const schema = transformed.schema ?? {};
      const url = transformed.url;
      if (url.startsWith(API_DOCS_PREFIX)) return { schema: { ...schema, hide: true }, url };
      const access = input.route.config?.access;
      const who =
        access === undefined || access === 'public'
          ? 'anyone'
          : access === 'signed-in'
            ? 'any signed-in user'
            : access.join(', ');
      const domain = url.split('/')[2] ?? 'api';
      return {
        schema: {
          ...schema,
          tags: [domain],
          description: [schema.description, `Who may call it: ${who}.`].filter(Boolean).join(' '),
          ...(access === 'public' || access === undefined ? {} : { security: [{ bearer: [] }] }),
        },
        url,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
});
