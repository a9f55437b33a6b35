import {
  authReply,
  forgotPasswordBody,
  loginBody,
  okReply,
  parentLoginBody,
  registerBody,
  resetPasswordBody,
  userReply,
  verifyEmailBody,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { currentUser } from '../../plugins/auth.js';
import { presentUser } from './present-user.js';
import * as auth from './service.js';

export const authModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const limited = {
    access: 'public' as const,
    rateLimit: {
      max: ctx.config.authRateLimit,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req: unknown, limit: { after: string }) => ({
        statusCode: 429,
        message: `Too many attempts. Please wait ${limit.after} and try again.`,
      }),
    },
  };

  const signIn = (user: UserRow, reply: Parameters<typeof app.tokens.setCookie>[0], message?: string) => {
    const token = app.tokens.sign(user);
    app.tokens.setCookie(reply, token);
    return { success: true as const, message, data: { user: presentUser(user), token } };
  };

  app.post(
    '/auth/login',
    { config: limited, schema: { body: loginBody, response: { 200: authReply } } },
    async (req, reply) => signIn(await auth.login(ctx, req.body), reply),
  );

  app.post(
    '/auth/parent-login',
    { config: limited, schema: { body: parentLoginBody, response: { 200: authReply } } },
    async (req, reply) => signIn(await auth.parentLogin(ctx, req.body), reply, 'Login successful'),
  );

  app.post(
    '/auth/register',
    { config: { access: ['admin'] }, schema: { body: registerBody } },
    async (req, reply) => {
      const user = await auth.register(ctx, req.body);
      return reply
        .status(201)
        .send({ success: true, message: 'User registered successfully', data: { user: presentUser(user) } });
    },
  );

  app.post(
    '/auth/forgot-password',
    { config: limited, schema: { body: forgotPasswordBody, response: { 200: okReply } } },
    async (req) => {
      await auth.forgotPassword(ctx, req.body.email);
      return {
        success: true as const,
        message: 'If an account exists for that email, a reset link has been sent.',
      };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: limited, schema: { body: resetPasswordBody, response: { 200: okReply } } },
    async (req) => {
      await auth.resetPassword(ctx, req.body.token, req.body.password);
      return { success: true as const, message: 'Your password has been reset. You can now sign in.' };
    },
  );

  app.post(
    '/auth/verify-email',
    { config: limited, schema: { body: verifyEmailBody, response: { 200: okReply } } },
    async (req) => {
      await auth.verifyEmail(ctx, req.body.token);
      return { success: true as const, message: 'Your email is verified.' };
    },
  );

  app.get(
    '/auth/me',
    { config: { access: 'signed-in' }, schema: { response: { 200: userReply } } },
    async (req) => ({
      success: true as const,
      data: { user: presentUser(currentUser(req)) },
    }),
  );

  // Public so that a stale or revoked token can still clear its cookie.
  app.post('/auth/logout', { config: { access: 'public' } }, async (_req, reply) => {
    app.tokens.clearCookie(reply);
    return { success: true, message: 'Logged out' };
  });
};
