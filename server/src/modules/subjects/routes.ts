import {
  subjectEndpoints as api,
  SUBJECT_IMAGE_EXTENSIONS,
  SUBJECT_IMAGE_MAX_BYTES,
  subjectFields,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import { deleteSubject } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as manage from './manage.js';
import * as subjects from './service.js';

const imageRules = {
  fields: ['image'],
  extensions: SUBJECT_IMAGE_EXTENSIONS,
  maxBytes: SUBJECT_IMAGE_MAX_BYTES,
  maxCount: 1,
  checkContent: true,
};

export const subjectsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.popular, 'public', async (req) => ({
    success: true,
    data: await subjects.popularSubjects(ctx, req.query.limit),
  }));

  // Public: the landing page shows subject images to visitors.
  route(app, api.image, 'public', async (req, reply) =>
    sendStoredFile(reply, ctx.storage, await subjects.findSubjectImage(ctx, req.params.id), 'inline'),
  );

  route(app, api.list, 'signed-in', async (req) => ({
    success: true,
    ...(await manage.listSubjects(ctx, currentUser(req), req.query)),
  }));

  route(app, api.get, 'signed-in', async (req) => ({
    success: true,
    data: await manage.getSubject(ctx, currentUser(req), req.params.id),
  }));

  route(app, api.create, ['admin'], async (req) => ({
    success: true,
    message: 'Subject created successfully',
    data: await withUpload(req, ctx.storage, imageRules, (upload) =>
      manage.createSubject(
        ctx,
        currentUser(req),
        parseOrThrow(subjectFields, formObject(upload.fields)),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.update, ['admin'], async (req) => ({
    success: true,
    message: 'Subject updated successfully',
    data: await withUpload(req, ctx.storage, imageRules, (upload) =>
      manage.updateSubject(
        ctx,
        currentUser(req),
        req.params.id,
        parseOrThrow(subjectFields, formObject(upload.fields)),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.remove, ['admin'], async (req) => {
    await deleteSubject(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Subject deleted successfully' };
  });
};
