import {
  idSchema,
  POPULAR_SUBJECTS_LIMIT,
  popularSubjectSchema,
  SUBJECT_IMAGE_EXTENSIONS,
  SUBJECT_IMAGE_MAX_BYTES,
  subjectFields,
  subjectListQuery,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteSubject } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as manage from './manage.js';
import * as subjects from './service.js';

const MAX_POPULAR = 24;
const params = z.object({ id: idSchema });
const imageRules = {
  fields: ['image'],
  extensions: SUBJECT_IMAGE_EXTENSIONS,
  maxBytes: SUBJECT_IMAGE_MAX_BYTES,
  maxCount: 1,
};

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
  app.get('/subjects/:id/image', { config: { access: 'public' }, schema: { params } }, async (req, reply) =>
    sendStoredFile(reply, ctx.storage, await subjects.findSubjectImage(ctx, req.params.id), 'inline'),
  );

  app.get(
    '/subjects',
    { config: { access: 'signed-in' }, schema: { querystring: subjectListQuery } },
    async (req) => ({
      success: true,
      ...(await manage.listSubjects(ctx, currentUser(req), req.query)),
    }),
  );

  app.get('/subjects/:id', { config: { access: 'signed-in' }, schema: { params } }, async (req) => ({
    success: true,
    data: await manage.getSubject(ctx, currentUser(req), req.params.id),
  }));

  app.post('/subjects', { config: { access: ['admin'] } }, async (req, reply) => {
    const data = await withUpload(req, ctx.storage, imageRules, (upload) =>
      manage.createSubject(
        ctx,
        currentUser(req),
        parseOrThrow(subjectFields, formObject(upload.fields)),
        upload.files[0],
      ),
    );
    return reply.status(201).send({ success: true, message: 'Subject created successfully', data });
  });

  app.put('/subjects/:id', { config: { access: ['admin'] }, schema: { params } }, async (req) => {
    const data = await withUpload(req, ctx.storage, imageRules, (upload) =>
      manage.updateSubject(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(subjectFields, formObject(upload.fields)),
        upload.files[0],
      ),
    );
    return { success: true, message: 'Subject updated successfully', data };
  });

  app.delete('/subjects/:id', { config: { access: ['admin'] }, schema: { params } }, async (req) => {
    await deleteSubject(ctx, req.params.id);
    return { success: true, message: 'Subject deleted successfully' };
  });
};
