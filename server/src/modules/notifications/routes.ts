import { notificationEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import * as notifications from './service.js';

export const notificationsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, 'signed-in', async (req) => ({
    success: true,
    ...(await notifications.listNotifications(ctx, currentUser(req).id, req.query.page, req.query.limit)),
  }));

  route(app, api.unreadCount, 'signed-in', async (req) => ({
    success: true,
    unread: await notifications.unreadCount(ctx, currentUser(req).id),
  }));

  // The static 'read-all' and the parametric ':id/read' never clash: the router prefers static.
  route(app, api.markAllRead, 'signed-in', async (req) => ({
    success: true,
    updated: await notifications.markAllRead(ctx, currentUser(req).id),
  }));

  route(app, api.markRead, 'signed-in', async (req) => ({
    success: true,
    data: await notifications.markRead(ctx, currentUser(req).id, req.params.id),
  }));
};
