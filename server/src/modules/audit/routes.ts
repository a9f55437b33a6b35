import { auditEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAuditWithNames } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { route } from '../../plugins/endpoints.js';

export const auditModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, ['admin'], async (req) => ({
    success: true,
    ...(await listAuditWithNames(ctx, req.query)),
  }));
};
