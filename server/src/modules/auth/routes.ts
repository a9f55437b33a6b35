import { authEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { presentUser } from './present-user.js';
import * as auth from './service.js';

export const authModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
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

  const signIn = (user: UserRow, reply: FastifyReply, message?: string) => {
    const token = app.tokens.sign(user);
    app.tokens.setCookie(reply, token);
    return { success: true as const, message, data: { user: presentUser(user), token } };
  };

  route(app, api.login, limited, async (req, reply) => signIn(await auth.login(ctx, req.body), reply));

  route(app, api.parentLogin, limited, async (req, reply) =>
    signIn(await auth.parentLogin(ctx, req.body), reply, 'Login successful'),
  );

  route(app, api.register, ['admin'], async (req) => ({
    success: true,
    message: 'User registered successfully',
    data: { user: presentUser(await auth.register(ctx, req.body)) },
  }));

  route(app, api.forgotPassword, limited, async (req) => {
    await auth.forgotPassword(ctx, req.body.email);
    return { success: true, message: 'If an account exists for that email, a reset link has been sent.' };
  });

  route(app, api.resetPassword, limited, async (req) => {
    await auth.resetPassword(ctx, req.body.token, req.body.password);
    return { success: true, message: 'Your password has been reset. You can now sign in.' };
  });

  route(app, api.verifyEmail, limited, async (req) => {
    await auth.verifyEmail(ctx, req.body.token);
    return { success: true, message: 'Your email is verified.' };
  });

  route(app, api.me, 'signed-in', async (req) => ({
    success: true,
    data: { user: presentUser(currentUser(req)) },
  }));

  // Public so that a stale or revoked token can still clear its cookie.
  route(app, api.logout, 'public', async (_req, reply) => {
    app.tokens.clearCookie(reply);
    return { success: true, message: 'Logged out' };
  });
};
