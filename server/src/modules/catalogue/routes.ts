import { catalogueEndpoints as api, CATALOGUE_RATE_LIMIT } from '@sabora/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { route } from '../../plugins/endpoints.js';
import { countAttempt } from '../../plugins/rate-limits.js';
import * as catalogue from './service.js';

export const catalogueModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  // Public reads cost the database: each client address gets CATALOGUE_RATE_LIMIT a minute (the
  // counters are shared by every server process, docs/decisions.md "Public course catalogue").
  const counted = (req: FastifyRequest) =>
    countAttempt(ctx.db, [`catalogue:ip:${req.ip}`], CATALOGUE_RATE_LIMIT, 60_000);

  route(app, api.list, 'public', async (req) => {
    await counted(req);
    return { success: true, ...(await catalogue.listCatalogue(ctx, req.query)) };
  });

  route(app, api.get, 'public', async (req) => {
    await counted(req);
    return { success: true, data: await catalogue.getCatalogueSubject(ctx, req.params.id) };
  });
};
