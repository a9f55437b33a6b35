import type { Role } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every /api route declares one. */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, when the route is not public (or a public route got a valid token). */
    user: UserRow | null;
  }
}

export const TOKEN_COOKIE = 'sabora_token';
const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenService {
  sign(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
  setCookie(reply: FastifyReply, token: string): void;
  clearCookie(reply: FastifyReply): void;
}

interface AuthOptions {
  db: Db;
  secret: string;
  secureCookie: boolean;
}

export const authPlugin = fp<AuthOptions>(async (app, { db, secret, secureCookie }) => {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookie };

  const tokens: TokenService = {
    sign: (user) => signer({ sub: user.id, tv: user.tokenVersion }),
    setCookie: (reply, token) =>
      reply.setCookie(TOKEN_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_TTL_SECONDS }),
    clearCookie: (reply) => reply.clearCookie(TOKEN_COOKIE, cookieOptions),
  };
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    // The API reference's own pages (plugins/api-docs.ts) describe routes, never data: public.
    if (route.url.startsWith('/api/docs') && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    if (route.url.startsWith('/api') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  /** Resolves the caller from the bearer header or the cookie; null when absent, invalid or revoked. */
  async function resolveUser(request: FastifyRequest): Promise<UserRow | null> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : request.cookies[TOKEN_COOKIE];
    if (!token) return null;
    let payload: { sub?: unknown; tv?: unknown };
    try {
      payload = verifier(token);
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    const [user] = await db.select().from(users).where(eq(users.id, payload.sub)).limit(1);
    if (!user?.isActive || user.tokenVersion !== payload.tv) return null;
    return user;
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const hasCredentials = Boolean(request.headers.authorization || request.cookies[TOKEN_COOKIE]);
    request.user = access === 'public' && !hasCredentials ? null : await resolveUser(request);
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access !== 'signed-in' && !access.includes(request.user.role)) throw forbidden();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** The signed-in user of a guarded route (the guard has already refused anonymous callers). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
