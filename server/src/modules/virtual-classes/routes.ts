import {
  virtualClassStudentEndpoints as api,
  virtualClassAttendanceEndpoints as attendanceApi,
  virtualClassEndpoints as staff,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import * as attendance from './attendance.js';
import * as enrolment from './enrolment.js';
import * as listing from './listing.js';
import * as manage from './manage.js';
import * as people from './people.js';
import * as student from './student.js';

const STUDENT = ['student'] as const;
const STAFF = ['admin', 'teacher'] as const;

export const virtualClassesModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.myClasses, STUDENT, async (req) => ({
    success: true,
    ...(await student.myClasses(ctx, currentUser(req), req.query)),
  }));

  route(app, api.join, STUDENT, async (req) => ({
    success: true,
    ...(await student.joinClass(ctx, currentUser(req), req.params.id)),
  }));

  route(app, staff.list, STAFF, async (req) => ({
    success: true,
    ...(await listing.listClasses(ctx, currentUser(req), req.query)),
  }));
  route(app, staff.teachers, STAFF, async (req) => ({
    success: true,
    data: await people.classTeachers(ctx, currentUser(req)),
  }));
  route(app, staff.teachersOfSubject, STAFF, async (req) => ({
    success: true,
    data: await people.teachersOfSubject(ctx, currentUser(req), req.params.subjectId),
  }));
  // Only admins enrol students, so only they list every student.
  route(app, staff.students, ['admin'], async () => ({ success: true, data: await people.allStudents(ctx) }));
  route(app, staff.studentsOfSubject, STAFF, async (req) => ({
    success: true,
    data: await people.studentsOfSubject(ctx, currentUser(req), req.params.subjectId),
  }));
  route(app, staff.stats, STAFF, async (req) => ({
    success: true,
    data: await listing.classStats(ctx, currentUser(req)),
  }));
  route(app, staff.create, STAFF, async (req) => {
    const created = await manage.createClass(ctx, currentUser(req), req.body);
    // The success text names the auto-enrolled count when there is one.
    const saved =
      created.createdCount > 1
        ? `${created.createdCount} classes saved successfully!`
        : 'Class saved successfully!';
    const message =
      created.autoEnrolledCount > 0
        ? `${saved} ${created.autoEnrolledCount} students were automatically enrolled${created.createdCount > 1 ? ' in each' : ''}.`
        : saved;
    return { success: true, message, ...created };
  });
  route(app, staff.update, STAFF, async (req) => ({
    success: true,
    // A cancellation is told as one: the staff screen shows this text after "Cancel class".
    message: req.body.status === 'cancelled' ? 'Class cancelled successfully!' : 'Class saved successfully!',
    data: await manage.updateClass(ctx, currentUser(req), req.params.id, req.body),
  }));
  route(app, staff.remove, STAFF, async (req) => {
    await manage.deleteClass(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Class deleted successfully!' };
  });
  // Teachers are refused in the service ('Teachers cannot enroll students or manage subjects.').
  route(app, staff.enroll, STAFF, async (req) => ({
    success: true,
    ...(await enrolment.enrollStudents(ctx, currentUser(req), req.params.id, req.body.studentIds)),
  }));

  route(app, staff.attendanceExport, STAFF, async (req, reply) => {
    const sheet = await attendance.attendanceCsv(ctx, currentUser(req), req.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(sheet.fileName))
      .header('Cache-Control', 'private, max-age=0')
      .send(`\uFEFF${sheet.csv}`);
  });
  route(app, attendanceApi.attendance, ['student', 'parent'], async (req) => ({
    success: true,
    data: await attendance.studentAttendance(ctx, currentUser(req), req.query.student),
  }));
};
