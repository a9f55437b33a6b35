import { publicConfigReply } from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.js';

export const publicConfigModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/public-config',
    { config: { access: 'public' }, schema: { response: { 200: publicConfigReply } } },
    async () => ({
      success: true as const,
      data: { registrationLink: ctx.config.registrationLink, schoolName: 'Sabora' },
    }),
  );
};
