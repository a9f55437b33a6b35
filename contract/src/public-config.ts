import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { firstPageRoutes } from './first-page.js';

/** Settings the public landing page needs from the server (configurable without a rebuild). */
export const publicConfigSchema = z.object({
  registrationLink: z.string(),
  schoolName: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigReply = z.object({ success: z.literal(true), data: publicConfigSchema });

export const publicConfigEndpoints = {
  get: endpoint({ ...firstPageRoutes.publicConfig, reply: publicConfigReply }),
};

/** Answers once the database is migrated and still answers (503 otherwise). */
export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/health',
  reply: z.object({ status: z.literal('ok') }),
});
/** Whether the process answers at all, without asking the database (a supervisor's liveness check). */
export const liveEndpoint = endpoint({
  method: 'GET',
  path: '/health/live',
  reply: z.object({ status: z.literal('ok') }),
});
