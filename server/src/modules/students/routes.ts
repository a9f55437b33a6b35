import { studentEndpoints as api, STUDENT_IMPORT_MAX_BYTES } from '@sabora/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { badRequest, refusalBody } from '../../plugins/errors.js';
import { discardUploads, readUpload } from '../../plugins/uploads.js';
import { importMessage, importStudents, previewImport } from './import.js';
import { decodeCsv } from './import-read.js';
import * as students from './service.js';

const admin = ['admin'] as const;
const csvRules = { fields: ['file'], extensions: ['csv'], maxBytes: STUDENT_IMPORT_MAX_BYTES, maxCount: 1 };

/** The uploaded .csv as text; the stored copy is removed at once (an import keeps no file). */
async function readCsvUpload(request: FastifyRequest, ctx: AppContext): Promise<string> {
  const upload = await readUpload(request, ctx.storage, csvRules);
  try {
    const [file] = upload.files;
    if (!file) throw badRequest('importFileMissing');
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.storage.get(file.storageKey)) chunks.push(chunk as Buffer);
    return decodeCsv(Buffer.concat(chunks));
  } finally {
    await discardUploads(ctx.storage, upload.files);
  }
}

export const studentsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, admin, async (req) => ({
    success: true,
    ...(await students.listStudents(ctx, req.query)),
  }));

  route(app, api.export, admin, async (req, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="students.csv"')
      .header('Cache-Control', 'private, max-age=0')
      .send(`\uFEFF${await students.exportStudents(ctx, req.query)}`),
  );

  route(app, api.create, admin, async (req) => ({
    success: true,
    message: 'Student added successfully!',
    data: await students.createStudent(ctx, req.body),
  }));

  route(app, api.createWithAccount, admin, async (req) => ({
    success: true,
    message: 'Student added successfully!',
    data: await students.createStudentWithAccount(ctx, req.body),
  }));

  route(app, api.update, admin, async (req) => ({
    success: true,
    message: 'Student updated successfully!',
    data: await students.updateStudent(ctx, req.params.id, req.body),
  }));

  route(app, api.remove, admin, async (req) => {
    await students.deleteStudent(ctx, currentUser(req), req.params.id, req.query.erase === 'true');
    return { success: true, message: 'Student deleted successfully!' };
  });

  route(app, api.importPreview, admin, async (req) => ({
    success: true,
    data: await previewImport(ctx, await readCsvUpload(req, ctx)),
  }));

  route(app, api.import, admin, async (req, reply) => {
    const result = await importStudents(ctx, currentUser(req), await readCsvUpload(req, ctx));
    if ('errors' in result) {
      const refused = refusalBody(badRequest('importRowsInvalid', { count: result.invalidRows }));
      return reply.status(400).send({ ...refused, errors: result.errors });
    }
    return { success: true, message: importMessage(result), ...result };
  });
};
