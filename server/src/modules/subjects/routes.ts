import { idSchema, POPULAR_SUBJECTS_LIMIT, popularSubjectSchema } from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app.js';
import { sendStoredFile } from '../../plugins/uploads.js';
import * as subjects from './service.js';

const MAX_POPULAR = 24;

export const subjectsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/subjects/popular',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(MAX_POPULAR).default(POPULAR_SUBJECTS_LIMIT),
        }),
        response: { 200: z.object({ success: z.literal(true), data: z.array(popularSubjectSchema) }) },
      },
    },
    async (req) => ({ success: true as const, data: await subjects.popularSubjects(ctx, req.query.limit) }),
  );

  // Public: the landing page shows subject images to visitors.
  app.get(
    '/subjects/:id/image',
    { config: { access: 'public' }, schema: { params: z.object({ id: idSchema }) } },
    async (req, reply) =>
      sendStoredFile(reply, ctx.storage, await subjects.findSubjectImage(ctx, req.params.id), 'inline'),
  );
};
