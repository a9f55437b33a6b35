import {
  idSchema,
  listReply,
  NOTIFICATIONS_PAGE_SIZE,
  notificationSchema,
  pageQuery,
  unreadCountReply,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as notifications from './service.js';

const signedIn = { access: 'signed-in' } as const;

export const notificationsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/notifications',
    {
      config: signedIn,
      schema: {
        querystring: pageQuery(NOTIFICATIONS_PAGE_SIZE),
        response: { 200: listReply(notificationSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await notifications.listNotifications(ctx, currentUser(req).id, req.query.page, req.query.limit)),
    }),
  );

  app.get(
    '/notifications/unread-count',
    { config: signedIn, schema: { response: { 200: unreadCountReply } } },
    async (req) => ({
      success: true as const,
      unread: await notifications.unreadCount(ctx, currentUser(req).id),
    }),
  );

  // Registered before '/:id/read' reads better; the router matches the static segment first anyway.
  app.put('/notifications/read-all', { config: signedIn }, async (req) => ({
    success: true,
    updated: await notifications.markAllRead(ctx, currentUser(req).id),
  }));

  app.put(
    '/notifications/:id/read',
    { config: signedIn, schema: { params: z.object({ id: idSchema }) } },
    async (req) => ({
      success: true,
      data: await notifications.markRead(ctx, currentUser(req).id, req.params.id),
    }),
  );
};
