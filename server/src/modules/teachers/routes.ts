import { assignSubjectBody, idSchema, pageQuery, teacherBody, teacherUpdateBody } from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import * as teachers from './service.js';

const admin = { access: ['admin'] } as const;
const params = z.object({ id: idSchema });
const assignmentParams = z.object({ teacherId: idSchema, subjectId: idSchema });
/** The teachers screen shows every teacher as cards: a generous default page. */
const TEACHERS_PAGE_SIZE = 100;

export const teachersModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/teachers',
    {
      config: admin,
      schema: {
        querystring: pageQuery(TEACHERS_PAGE_SIZE).extend({ search: z.string().trim().max(100).optional() }),
      },
    },
    async (req) => ({ success: true, ...(await teachers.listTeachers(ctx, req.query)) }),
  );

  app.post('/teachers', { config: admin, schema: { body: teacherBody } }, async (req, reply) => {
    const data = await teachers.createTeacher(ctx, req.body);
    return reply.status(201).send({ success: true, message: 'Teacher added successfully!', data });
  });

  app.put('/teachers/:id', { config: admin, schema: { params, body: teacherUpdateBody } }, async (req) => ({
    success: true,
    message: 'Teacher updated successfully!',
    data: await teachers.updateTeacher(ctx, req.params.id, req.body),
  }));

  app.delete('/teachers/:id', { config: admin, schema: { params } }, async (req) => {
    const outcome = await teachers.deleteTeacher(ctx, req.params.id);
    return {
      success: true,
      outcome,
      message:
        outcome === 'deleted'
          ? 'Teacher deleted successfully!'
          : 'Teacher deactivated: their students’ records keep their name.',
    };
  });

  app.post(
    '/teachers/:teacherId/subjects/:subjectId',
    { config: admin, schema: { params: assignmentParams, body: assignSubjectBody.optional() } },
    async (req) => ({
      success: true,
      message: 'Subject assigned successfully!',
      data: await teachers.assignSubject(
        ctx,
        req.params.teacherId,
        req.params.subjectId,
        req.body?.isPrimary ?? false,
      ),
    }),
  );

  app.delete(
    '/teachers/:teacherId/subjects/:subjectId',
    { config: admin, schema: { params: assignmentParams } },
    async (req) => ({
      success: true,
      message: 'Subject assignment removed successfully!',
      data: await teachers.removeAssignment(ctx, req.params.teacherId, req.params.subjectId),
    }),
  );
};
