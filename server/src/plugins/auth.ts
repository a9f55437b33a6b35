import { randomUUID } from 'node:crypto';
import type { Role } from '@sabora/contract';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { revokedTokens, type UserRow, users } from '../db/schema/index.js';
import { AccountCache } from './account-cache.js';
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
  /** Revokes the token the request was signed in with (logout); other sessions stay signed in. */
  revoke(request: FastifyRequest): Promise<void>;
}

interface AuthOptions {
  database: Database;
  secret: string;
  secureCookie: boolean;
  /** The site's own origin (PUBLIC_URL's), besides the request's Host, for the cross-site check. */
  publicOrigin: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bearer token of an Authorization header; the scheme is case-insensitive (RFC 7235). */
const bearerOf = (header: string | undefined) => /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

interface TokenClaims {
  sub: string;
  tv: number;
  jti: string;
  exp: number;
}

export const authPlugin = fp<AuthOptions>(async (app, { database, secret, secureCookie, publicOrigin }) => {
  const { db } = database;
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS * 1000 });
  // A token without an expiry, a subject or a session id is refused, however well signed.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub', 'jti'],
    // Every signed-in request verifies its token: a token verified once is kept, until
    // its own expiry, so the signature and the JSON are checked once per session, not per request.
    // A revoked session or a changed account is still refused: that is checked after (accountOf).
    // Keyed by fast-jwt's hash of the token (a microsecond), so no token is held as a key.
    cache: 20_000,
    cacheTTL: Number.POSITIVE_INFINITY,
  });

  /** The claims of a token, or null when it is not one of ours, well formed and unexpired. */
  function claimsOfToken(token: string | undefined): TokenClaims | null {
    if (!token) return null;
    let payload: Partial<Record<keyof TokenClaims, unknown>>;
    try {
      payload = verifier(token);
    } catch {
      return null;
    }
    const { sub, tv, jti, exp } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof tv !== 'number') return null;
    if (typeof jti !== 'string' || typeof exp !== 'number') return null;
    return { sub, tv, jti, exp };
  }

  /** The claims of the request's token (bearer header first, then the cookie), or null. */
  const claimsOf = (request: FastifyRequest) =>
    claimsOfToken(bearerOf(request.headers.authorization) ?? request.cookies[TOKEN_COOKIE]);

  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookie };

  const tokens: TokenService = {
    sign: (user) => signer({ sub: user.id, tv: user.tokenVersion, jti: randomUUID() }),
    setCookie: (reply, token) =>
      reply.setCookie(TOKEN_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_TTL_SECONDS }),
    clearCookie: (reply) => reply.clearCookie(TOKEN_COOKIE, cookieOptions),
    async revoke(request) {
      const claims = claimsOf(request);
      if (!claims) return;
      await db
        .insert(revokedTokens)
        .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
        .onConflictDoNothing();
      // Rows of tokens that have expired anyway are no longer needed.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    },
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

  // Every signed-in request runs this: prepared once, so PostgreSQL plans it once.
  const userOfToken = db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        notExists(
          db
            .select()
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, sql.placeholder('jti'))),
        ),
      ),
    )
    .limit(1)
    .prepare('user_of_token');

  const accounts = new AccountCache();
  accounts.follow(database.changes);
  app.addHook('onClose', async () => accounts.close());

  /** The account of a session that is not revoked, from memory when nothing changed since it was read. */
  async function accountOf({ sub, jti }: TokenClaims): Promise<UserRow | undefined> {
    const held = accounts.get(sub, jti);
    if (held) return held;
    const generation = accounts.generation();
    const [user] = await userOfToken.execute({ id: sub, jti });
    if (user) accounts.keep(user, jti, generation);
    return user;
  }

  /** Resolves the caller from the bearer header or the cookie; null when absent, invalid or revoked. */
  async function resolveUser(request: FastifyRequest): Promise<UserRow | null> {
    const claims = claimsOf(request);
    if (!claims) return null;
    const user = await accountOf(claims);
    if (!user?.isActive || user.tokenVersion !== claims.tv) return null;
    return user;
  }

  /**
   * Cross-site request forgery: a write that only the cookie authenticates must come from this
   * site. Browsers say where a request comes from (Sec-Fetch-Site, else Origin); a request that says
   * neither (not a browser, or a very old one) is let through, as SameSite=Lax cookies already
   * keep other sites' forms from sending the cookie. A call with a valid bearer token carries no
   * ambient credential; any other Authorization header (`Basic x`, a forged token) proves nothing,
   * and the request would be signed in by its cookie, so it is checked like one without.
   */
  function isCrossSite(request: FastifyRequest): boolean {
    if (SAFE_METHODS.has(request.method)) return false;
    if (claimsOfToken(bearerOf(request.headers.authorization))) return false;
    if (!request.cookies[TOKEN_COOKIE]) return false;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
    const origin = request.headers.origin;
    if (!origin) return false;
    return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    if (isCrossSite(request)) throw forbidden('crossSiteRefused');
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
