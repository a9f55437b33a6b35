import { authEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { countAttempt } from '../../plugins/rate-limits.js';
import { presentUser } from './present-user.js';
import * as auth from './service.js';

export const authModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  /**
   * Counts a sign-in or reset attempt per client address and, when the call names an account, per
   * account too: many addresses (a botnet) cannot try one account more often than one address can.
   * AUTH_RATE_LIMIT attempts a minute each; the address is the socket's unless TRUST_PROXY is set.
   */
  const attempt = (req: FastifyRequest, action: string, email?: string) =>
    countAttempt(
      ctx.db,
      [`${action}:ip:${req.ip}`, ...(email ? [`${action}:account:${email.trim().toLowerCase()}`] : [])],
      ctx.config.authRateLimit,
      60_000,
    );

  const signIn = (user: UserRow, reply: FastifyReply, message?: string) => {
    const token = app.tokens.sign(user);
    app.tokens.setCookie(reply, token);
    return { success: true as const, message, data: { user: presentUser(user), token } };
  };

  route(app, api.login, 'public', async (req, reply) => {
    await attempt(req, 'login', req.body.email);
    return signIn(await auth.login(ctx, req.body), reply);
  });

  route(app, api.parentLogin, 'public', async (req, reply) => {
    await attempt(req, 'parent-login', req.body.email);
    return signIn(await auth.parentLogin(ctx, req.body), reply, 'Login successful');
  });

  route(app, api.register, ['admin'], async (req) => ({
    success: true,
    message: 'User registered successfully',
    data: { user: presentUser(await auth.register(ctx, req.body)) },
  }));

  route(app, api.forgotPassword, 'public', async (req) => {
    await attempt(req, 'forgot-password', req.body.email);
    await auth.forgotPassword(ctx, req.body.email);
    return { success: true, message: 'If an account exists for that email, a reset link has been sent.' };
  });

  route(app, api.resetPassword, 'public', async (req) => {
    await attempt(req, 'reset-password');
    await auth.resetPassword(ctx, req.body.token, req.body.password);
    return { success: true, message: 'Your password has been reset. You can now sign in.' };
  });

  route(app, api.verifyEmail, 'public', async (req) => {
    await attempt(req, 'verify-email');
    await auth.verifyEmail(ctx, req.body.token);
    return { success: true, message: 'Your email is verified.' };
  });

  route(app, api.me, 'signed-in', async (req) => ({
    success: true,
    data: { user: presentUser(currentUser(req)) },
  }));

  // Public so that a stale or revoked token can still clear its cookie.
  route(app, api.logout, 'public', async (req, reply) => {
    await app.tokens.revoke(req);
    app.tokens.clearCookie(reply);
    return { success: true, message: 'Logged out' };
  });
};
