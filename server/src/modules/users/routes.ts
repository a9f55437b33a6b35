import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, userEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { badRequest } from '../../plugins/errors.js';
import { readUpload, sendStoredFile } from '../../plugins/uploads.js';
import { changeOwnPassword, presentUser, setPassword } from '../auth/index.js';
import * as users from './service.js';

export const usersModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.setPassword, ['admin'], async (req) => {
    await setPassword(ctx, req.params.userId, req.body.password, currentUser(req));
    return { success: true, message: 'Password updated successfully' };
  });

  route(app, api.settings, 'signed-in', async (req) => ({
    success: true,
    data: users.settingsOf(currentUser(req)),
  }));

  route(app, api.saveSettings, 'signed-in', async (req) => ({
    success: true,
    message: 'Settings saved!',
    data: await users.saveSettings(ctx, currentUser(req).id, req.body),
  }));

  route(app, api.updateProfile, 'signed-in', async (req) => ({
    success: true,
    data: { user: presentUser(await users.updateProfile(ctx, currentUser(req), req.body)) },
  }));

  route(app, api.changePassword, 'signed-in', async (req, reply) => {
    const user = await changeOwnPassword(ctx, currentUser(req), req.body.currentPassword, req.body.password);
    const token = app.tokens.sign(user);
    app.tokens.setCookie(reply, token);
    return {
      success: true,
      message: 'Password changed successfully',
      data: { user: presentUser(user), token },
    };
  });

  route(app, api.uploadAvatar, 'signed-in', async (req) => {
    const upload = await readUpload(req, ctx.storage, {
      fields: ['avatar'],
      extensions: AVATAR_EXTENSIONS,
      maxBytes: AVATAR_MAX_BYTES,
      maxCount: 1,
      checkContent: true,
    });
    const [file] = upload.files;
    if (!file) throw badRequest('avatarMissing');
    const user = await users.replaceAvatar(ctx, currentUser(req), file);
    return { success: true, message: 'Profile picture updated', data: { user: presentUser(user) } };
  });

  route(app, api.avatar, 'signed-in', async (req, reply) =>
    sendStoredFile(reply, ctx.storage, await users.findAvatar(ctx, req.params.userId), 'inline'),
  );
};
