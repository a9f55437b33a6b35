import { z } from 'zod';
import { authReply, changeOwnPasswordBody, profileBody, setPasswordBody, userReply } from './auth.js';
import { idSchema, okReply } from './common.js';
import { endpoint } from './endpoint.js';
import { firstPageRoutes } from './first-page.js';
import { settingsReply, settingsSchema } from './settings.js';

const userIdParams = z.object({ userId: idSchema });

/** A user's own profile, password, avatar and settings; an admin setting anyone's password. */
export const userEndpoints = {
  setPassword: endpoint({
    method: 'PUT',
    path: '/users/:userId/password',
    params: userIdParams,
    body: setPasswordBody,
    reply: okReply,
  }),
  settings: endpoint({ ...firstPageRoutes.settings, reply: settingsReply }),
  saveSettings: endpoint({
    ...firstPageRoutes.saveSettings,
    body: settingsSchema,
    reply: settingsReply,
  }),
  updateProfile: endpoint({ method: 'PUT', path: '/users/me', body: profileBody, reply: userReply }),
  /** A password change revokes every older token, this one included: the reply carries a new one. */
  changePassword: endpoint({
    method: 'PUT',
    path: '/users/me/password',
    body: changeOwnPasswordBody,
    reply: authReply,
  }),
  /** Multipart: one `avatar` image. */
  uploadAvatar: endpoint({
    method: 'PUT',
    path: '/users/me/avatar',
    body: 'multipart',
    reply: userReply.extend({ message: z.string() }),
  }),
  avatar: endpoint({ method: 'GET', path: '/users/:userId/avatar', params: userIdParams, reply: 'file' }),
};
