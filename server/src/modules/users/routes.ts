import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  changeOwnPasswordBody,
  idSchema,
  profileBody,
  setPasswordBody,
  settingsReply,
  settingsSchema,
  userReply,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { badRequest } from '../../plugins/errors.js';
import { readUpload, sendStoredFile } from '../../plugins/uploads.js';
import * as auth from '../auth/index.js';
import { presentUser } from '../auth/index.js';
import * as users from './service.js';

const userIdParams = z.object({ userId: idSchema });

export const usersModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.put(
    '/users/:userId/password',
    { config: { access: ['admin'] }, schema: { params: userIdParams, body: setPasswordBody } },
    async (req) => {
      await auth.setPassword(ctx, req.params.userId, req.body.password);
      return { success: true, message: 'Password updated successfully' };
    },
  );

  app.get(
    '/users/me/settings',
    { config: { access: 'signed-in' }, schema: { response: { 200: settingsReply } } },
    async (req) => ({
      success: true as const,
      data: users.settingsOf(currentUser(req)),
    }),
  );

  app.put(
    '/users/me/settings',
    { config: { access: 'signed-in' }, schema: { body: settingsSchema, response: { 200: settingsReply } } },
    async (req) => ({
      success: true as const,
      message: 'Settings saved!',
      data: await users.saveSettings(ctx, currentUser(req).id, req.body),
    }),
  );

  app.put(
    '/users/me',
    { config: { access: 'signed-in' }, schema: { body: profileBody, response: { 200: userReply } } },
    async (req) => ({
      success: true as const,
      data: { user: presentUser(await users.updateProfile(ctx, currentUser(req).id, req.body)) },
    }),
  );

  // A password change revokes every older token, this one included, so the reply carries a new one.
  app.put(
    '/users/me/password',
    { config: { access: 'signed-in' }, schema: { body: changeOwnPasswordBody } },
    async (req, reply) => {
      const user = await auth.changeOwnPassword(
        ctx,
        currentUser(req),
        req.body.currentPassword,
        req.body.password,
      );
      const token = app.tokens.sign(user);
      app.tokens.setCookie(reply, token);
      return {
        success: true,
        message: 'Password changed successfully',
        data: { user: presentUser(user), token },
      };
    },
  );

  app.put('/users/me/avatar', { config: { access: 'signed-in' } }, async (req) => {
    const upload = await readUpload(req, ctx.storage, {
      fields: ['avatar'],
      extensions: AVATAR_EXTENSIONS,
      maxBytes: AVATAR_MAX_BYTES,
      maxCount: 1,
    });
    const [file] = upload.files;
    if (!file) throw badRequest('avatar: choose an image to upload');
    const user = await users.replaceAvatar(ctx, currentUser(req), file);
    return { success: true, message: 'Profile picture updated', data: { user: presentUser(user) } };
  });

  app.get(
    '/users/:userId/avatar',
    { config: { access: 'signed-in' }, schema: { params: userIdParams } },
    async (req, reply) =>
      sendStoredFile(reply, ctx.storage, await users.findAvatar(ctx, req.params.userId), 'inline'),
  );
};
