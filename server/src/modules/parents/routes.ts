import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app.js';

export const parentsModule: FastifyPluginAsyncZod<ModuleOptions> = async () => {};
