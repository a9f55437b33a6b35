import { backupEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { route } from '../../plugins/endpoints.js';
import { backupStatus } from './status.js';

/** The scheduled backups as the admin home shows them (docs/operations.md, "Backups"). */
export const backupsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.status, ['admin'], async () => ({ success: true, data: await backupStatus(ctx) }));
};
