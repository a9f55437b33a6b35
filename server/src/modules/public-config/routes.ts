import { publicConfigEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { route } from '../../plugins/endpoints.js';

export const publicConfigModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.get, 'public', async () => ({
    success: true,
    data: { registrationLink: ctx.config.registrationLink, schoolName: 'Sabora' },
  }));
};
