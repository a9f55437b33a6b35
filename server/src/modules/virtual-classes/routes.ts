import { virtualClassStudentEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import * as student from './student.js';

const STUDENT = ['student'] as const;

export const virtualClassesModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.myClasses, STUDENT, async (req) => ({
    success: true,
    ...(await student.myClasses(ctx, currentUser(req), req.query)),
  }));

  route(app, api.join, STUDENT, async (req) => ({
    success: true,
    ...(await student.joinClass(ctx, currentUser(req), req.params.id)),
  }));
};
