import {
  idSchema,
  listReply,
  STUDENT_IMPORT_MAX_BYTES,
  studentBody,
  studentImportPreviewReply,
  studentListQuery,
  studentSchema,
  studentUpdateBody,
} from '@sabora/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, ModuleOptions } from '../../context.js';
import { badRequest } from '../../plugins/errors.js';
import { discardUploads, readUpload } from '../../plugins/uploads.js';
import { importStudents, previewImport } from './import.js';
import { decodeCsv } from './import-check.js';
import * as students from './service.js';

const params = z.object({ id: idSchema });
const one = z.object({ success: z.literal(true), message: z.string(), data: studentSchema });
const admin = { access: ['admin'] as const };
const csvRules = { fields: ['file'], extensions: ['csv'], maxBytes: STUDENT_IMPORT_MAX_BYTES, maxCount: 1 };

/** The uploaded .csv as text; the stored copy is removed at once (an import keeps no file). */
async function readCsvUpload(request: FastifyRequest, ctx: AppContext): Promise<string> {
  const upload = await readUpload(request, ctx.storage, csvRules);
  try {
    const [file] = upload.files;
    if (!file) throw badRequest('file: choose a .csv file to import');
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.storage.get(file.storageKey)) chunks.push(chunk as Buffer);
    return decodeCsv(Buffer.concat(chunks));
  } finally {
    await discardUploads(ctx.storage, upload.files);
  }
}

export const studentsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/students',
    { config: admin, schema: { querystring: studentListQuery, response: { 200: listReply(studentSchema) } } },
    async (req) => ({ success: true as const, ...(await students.listStudents(ctx, req.query)) }),
  );

  app.get(
    '/students/export',
    { config: admin, schema: { querystring: studentListQuery.omit({ page: true, limit: true }) } },
    async (req, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="students.csv"')
        .header('Cache-Control', 'private, max-age=0')
        .send(`\uFEFF${await students.exportStudents(ctx, req.query)}`),
  );

  // A refused second step (even a malformed body) removes the profile-less account of step one.
  app.post(
    '/students',
    { config: admin, attachValidation: true, schema: { body: studentBody } },
    async (req, reply) => {
      if (req.validationError) {
        const user = idSchema.safeParse((req.body as { user?: unknown } | null)?.user);
        if (user.success) await students.discardFailedAdd(ctx, user.data);
        throw req.validationError;
      }
      const data = await students.createStudent(ctx, req.body);
      return reply.status(201).send({ success: true, message: 'Student added successfully!', data });
    },
  );

  app.put(
    '/students/:id',
    { config: admin, schema: { params, body: studentUpdateBody, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      message: 'Student updated successfully!',
      data: await students.updateStudent(ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    '/students/:id',
    {
      config: admin,
      schema: { params, querystring: z.object({ erase: z.enum(['true', 'false']).optional() }) },
    },
    async (req) => {
      await students.deleteStudent(ctx, req.params.id, req.query.erase === 'true');
      return { success: true, message: 'Student deleted successfully!' };
    },
  );

  app.post(
    '/students/import/preview',
    { config: admin, schema: { response: { 200: studentImportPreviewReply } } },
    async (req) => ({
      success: true as const,
      data: await previewImport(ctx, await readCsvUpload(req, ctx)),
    }),
  );

  app.post('/students/import', { config: admin }, async (req, reply) => {
    const result = await importStudents(ctx, await readCsvUpload(req, ctx));
    if ('errors' in result) {
      return reply.status(400).send({
        success: false,
        message: `${result.invalidRows} row(s) have errors; nothing was imported.`,
        errors: result.errors,
      });
    }
    return { success: true, message: `Imported ${result.created} students.`, created: result.created };
  });
};
