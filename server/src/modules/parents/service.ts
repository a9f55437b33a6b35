import { randomBytes } from 'node:crypto';
import { PARENT_CSV_COLUMNS, type Parent, type ParentUpdateBody } from '@sabora/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import { pgErrorCode } from '../../lib/pg-errors.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { findAccount, findUserByEmail, presentAccount } from '../auth/index.js';
import { childrenOfParents, childrenWithSubjects, followParent } from './children.js';

export interface ParentQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

export interface ParentDetails {
  name: string;
  email: string;
  phone: string;
}

/** "Mona Adel Hassan" → Mona / Adel Hassan; a one-word name leaves the last name empty. */
export function splitName(full: string) {
  const [firstName = '', ...rest] = full.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Parents sign in with email and phone; their password is random and never told. */
export const newParentPasswordHash = () => hashPassword(randomBytes(24).toString('base64url'));

/**
 * Adding students with parent details links each to the parent account with that
 * email, creating the accounts that do not exist yet. An email held by a non-parent is a 409.
 * `hashes` are ready-made password hashes, consumed by new accounts (an import makes them before its
 * transaction); without them each new account hashes its own.
 */
export async function linkOrCreateParents(
  db: Db | Tx,
  parents: readonly ParentDetails[],
  hashes: string[] = [],
) {
  const byEmail = new Map<string, ParentDetails>();
  for (const p of parents) if (!byEmail.has(p.email.toLowerCase())) byEmail.set(p.email.toLowerCase(), p);
  if (byEmail.size === 0) return;
  const holders = async () =>
    db
      .select({ email: sql<string>`lower(${users.email})`, role: users.role })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, [...byEmail.keys()]));
  const assertParents = (rows: { role: string }[]) => {
    const other = rows.find((r) => r.role !== 'parent');
    if (other) throw conflict('emailBelongsToOtherRole', { role: other.role });
  };
  const existing = await holders();
  assertParents(existing);
  const known = new Set(existing.map((e) => e.email));
  const fresh = [...byEmail.entries()].filter(([email]) => !known.has(email));
  if (fresh.length === 0) return;
  const values = await Promise.all(
    fresh.map(async ([email, p]) => ({
      role: 'parent' as const,
      ...splitName(p.name),
      email,
      phone: p.phone,
      passwordHash: hashes.pop() ?? (await newParentPasswordHash()),
    })),
  );
  const created = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  // Someone else created one of these accounts meanwhile: link to it if it is a parent's.
  if (created.length < values.length) assertParents(await holders());
}

const present = (row: UserRow, children: Parent['children']): Parent => ({
  ...presentAccount(row),
  children,
});

function parentFilter(search?: string): SQL | undefined {
  const isParent = eq(users.role, 'parent');
  if (!search) return isParent;
  const pattern = likePattern(search);
  return and(
    isParent,
    or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
    ),
  );
}

async function withChildren(db: Db, rows: UserRow[]): Promise<Parent[]> {
  const byParent = new Map<string, Parent['children']>();
  for (const { parentEmail, ...child } of await childrenOfParents(
    db,
    rows.map((r) => r.email),
  )) {
    byParent.set(parentEmail, [...(byParent.get(parentEmail) ?? []), child]);
  }
  return rows.map((row) => present(row, byParent.get(row.email.toLowerCase()) ?? []));
}

export async function listParents(ctx: AppContext, query: ParentQuery) {
  const where = parentFilter(query.search);
  return paginate(
    query,
    (limit, offset) =>
      ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ n: count() }).from(users).where(where),
    (rows) => withChildren(ctx.db, rows),
  );
}

async function findParent(ctx: AppContext, id: string): Promise<UserRow> {
  const row = await findAccount(ctx, id, 'parent');
  if (!row) throw notFound('parentNotFound');
  return row;
}

/** Updates a parent; their children's parent name, email and phone follow, so the link survives. */
export async function updateParent(ctx: AppContext, id: string, body: ParentUpdateBody): Promise<Parent> {
  const parent = await findParent(ctx, id);
  const email = body.email.toLowerCase();
  const holder = await findUserByEmail(ctx, email);
  if (holder && holder.id !== id) throw conflict('emailFieldTaken');
  const row = await ctx.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email,
          phone: body.phone,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      await followParent(tx, parent.email, {
        email,
        name: `${body.firstName} ${body.lastName}`.trim(),
        phone: body.phone,
      });
      return updated!;
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === '23505') throw conflict('emailFieldTaken');
      throw error;
    });
  const [presented] = await withChildren(ctx.db, [row]);
  return presented!;
}

/** Removes the parent's account; the children keep their parent fields (a new add re-creates it). */
export async function deleteParent(ctx: AppContext, actor: UserRow, id: string) {
  const parent = await findParent(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, actor, {
      action: 'parent.delete',
      entity: 'parent',
      entityId: id,
      params: { name: `${parent.firstName} ${parent.lastName}`, email: parent.email },
      before: { email: parent.email, phone: parent.phone },
    });
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** parents.csv of every parent the list's search matches (all without one), in the list's order. */
export async function exportParents(ctx: AppContext, search?: string): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(parentFilter(search))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const parents = await withChildren(ctx.db, rows);
  return toCsv([
    PARENT_CSV_COLUMNS,
    ...parents.map((p) => [
      p.firstName,
      p.lastName,
      p.email,
      p.phone ?? '',
      p.children.map((c) => `${c.firstName} ${c.lastName} (${c.studentId})`).join('; '),
    ]),
  ]);
}

export const myChildren = (ctx: AppContext, parent: UserRow) => childrenWithSubjects(ctx.db, parent.email);
