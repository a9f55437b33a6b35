import { teacherEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import * as teachers from './service.js';

const admin = ['admin'] as const;

export const teachersModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, admin, async (req) => ({
    success: true,
    ...(await teachers.listTeachers(ctx, req.query)),
  }));

  route(app, api.create, admin, async (req) => ({
    success: true,
    message: 'Teacher added successfully!',
    data: await teachers.createTeacher(ctx, req.body),
  }));

  route(app, api.update, admin, async (req) => ({
    success: true,
    message: 'Teacher updated successfully!',
    data: await teachers.updateTeacher(ctx, currentUser(req), req.params.id, req.body),
  }));

  route(app, api.remove, admin, async (req) => {
    const outcome = await teachers.deleteTeacher(ctx, currentUser(req), req.params.id);
    return {
      success: true,
      outcome,
      message:
        outcome === 'deleted'
          ? 'Teacher deleted successfully!'
          : 'Teacher deactivated: their students’ records keep their name.',
    };
  });

  route(app, api.assign, admin, async (req) => ({
    success: true,
    message: 'Subject assigned successfully!',
    data: await teachers.assignSubject(
      ctx,
      req.params.teacherId,
      req.params.subjectId,
      req.body?.isPrimary ?? false,
    ),
  }));

  route(app, api.unassign, admin, async (req) => ({
    success: true,
    message: 'Subject assignment removed successfully!',
    data: await teachers.removeAssignment(ctx, req.params.teacherId, req.params.subjectId),
  }));
};
