import {
  type LoginBody,
  type ParentLoginBody,
  RESET_TOKEN_TTL_MS,
  type RegisterBody,
} from '@sabora/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { type UserRow, users, userTokens } from '../../db/schema/index.js';
import { mailJob } from '../../jobs/mail.js';
import { languageOf, writeMail } from '../../lib/i18n/messages.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { samePhone } from '../../lib/phones.js';
import { hashLinkToken, newLinkToken } from '../../lib/tokens.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';

const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/**
 * A hash of nothing anyone knows, made once: an unknown email is checked against it, so refusing
 * it takes as long as refusing a wrong password (no account discovery by timing).
 */
let dummyHash: Promise<string> | undefined;
const unknownAccountHash = () => {
  dummyHash ??= hashPassword(newLinkToken().token);
  return dummyHash;
};

export async function login(ctx: AppContext, body: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(ctx, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownAccountHash()), body.password);
  if (!user || !valid) throw unauthorized('invalidCredentials');
  if (!user.isActive) throw forbidden('accountInactive');
  return user;
}

export async function parentLogin(ctx: AppContext, body: ParentLoginBody): Promise<UserRow> {
  const user = await findUserByEmail(ctx, body.email);
  if (user?.role !== 'parent' || !samePhone(user.phone, body.phone)) {
    throw unauthorized('invalidParentCredentials');
  }
  if (!user.isActive) throw forbidden('accountInactive');
  return user;
}

export async function register(ctx: AppContext, body: RegisterBody): Promise<UserRow> {
  if (await findUserByEmail(ctx, body.email)) throw conflict('emailFieldTaken');
  const user = await insertAccount(ctx.db, body, await hashPassword(body.password));
  await sendVerification(ctx, user);
  return user;
}

/**
 * Inserts an account, inside the caller's transaction when it passes one (hash the password
 * before it, so the transaction is not held open for the hashing). A taken email is a 409, also
 * when a concurrent registration took it a moment ago (instead of a unique-violation 500).
 * The caller mails the verification link (`sendVerification`) once the account is committed.
 */
export async function insertAccount(
  db: Db | Tx,
  body: Omit<RegisterBody, 'password'>,
  passwordHash: string,
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      role: body.role,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      phone: body.phone || null,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw conflict('emailFieldTaken');
  return user;
}

async function issueLinkToken(
  ctx: AppContext,
  user: UserRow,
  kind: 'reset-password' | 'verify-email',
  ttl: number,
) {
  const { token, hash } = newLinkToken();
  await ctx.db
    .insert(userTokens)
    .values({ userId: user.id, kind, tokenHash: hash, expiresAt: new Date(Date.now() + ttl) });
  return `${ctx.config.publicUrl}/${kind}?token=${token}`;
}

/** Mails a new account its verification link. */
export async function sendVerification(ctx: AppContext, user: UserRow) {
  const link = await issueLinkToken(ctx, user, 'verify-email', VERIFY_TOKEN_TTL_MS);
  const mail = writeMail('verifyEmail', { firstName: user.firstName, link }, languageOf(user.language));
  await ctx.jobs.send(mailJob, { to: user.email, ...mail });
}

/** Mails a reset link when an active account has this email; says nothing either way. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user?.isActive) return;
  const link = await issueLinkToken(ctx, user, 'reset-password', RESET_TOKEN_TTL_MS);
  // Queued, not sent here: the reply takes no longer for a known account than for an unknown one.
  const mail = writeMail('resetPassword', { firstName: user.firstName, link }, languageOf(user.language));
  await ctx.jobs.send(mailJob, { to: user.email, ...mail });
}

/** Marks a valid, unused, unexpired token used and returns its user id; atomic, so a token works once. */
async function consumeLinkToken(ctx: AppContext, token: string, kind: 'reset-password' | 'verify-email') {
  const [row] = await ctx.db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashLinkToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const userId = await consumeLinkToken(ctx, token, 'reset-password');
  if (!userId) throw badRequest('resetLinkInvalid');
  await setPassword(ctx, userId, password);
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeLinkToken(ctx, token, 'verify-email');
  if (!userId) throw badRequest('verificationLinkInvalid');
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Sets a password and revokes every token issued before (tokenVersion + 1). `byAdmin`: an admin
 * set it for someone (PUT /users/{id}/password), which the audit log records.
 */
export async function setPassword(
  ctx: AppContext,
  userId: string,
  password: string,
  byAdmin?: UserRow,
): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound('userNotFound');
    await passwordWasSet(tx, user, byAdmin);
    return user;
  });
}

/**
 * What follows closing an account (deactivated, suspended, a teacher kept for the record): every
 * session signed in before is retired (tokenVersion + 1) and every link mailed to it, so opening
 * the account again later revives none of them — a stolen token stays dead.
 */
export async function accountWasClosed(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

/**
 * What follows every new password, in its transaction, wherever it is set (a reset link, the
 * account's own change, an admin): the reset links still outstanding are retired, so an older
 * link cannot undo it; and a password an admin set is audited: who, whose (never the password).
 */
export async function passwordWasSet(tx: Tx, user: UserRow, byAdmin?: UserRow) {
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'reset-password'), isNull(userTokens.usedAt)),
    );
  if (byAdmin) {
    await recordAudit(tx, byAdmin, {
      action: 'user.password',
      entity: user.role,
      entityId: user.id,
      params: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    });
  }
}

export async function changeOwnPassword(
  ctx: AppContext,
  user: UserRow,
  currentPassword: string,
  password: string,
): Promise<UserRow> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('currentPasswordWrong');
  }
  return setPassword(ctx, user.id, password);
}

/** The account with this id and role (a teacher, a parent…), or undefined: callers say what is missing. */
export async function findAccount(ctx: AppContext, id: string, role: UserRow['role']) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
    .limit(1);
  return row;
}
