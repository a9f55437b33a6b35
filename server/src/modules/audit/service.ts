import type { AuditAction, AuditEntry, AuditListQuery } from '@sabora/contract';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { auditLog } from '../../db/schema/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function auditFilter(query: AuditListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    pattern
      ? or(
          ilike(auditLog.actorName, pattern),
          ilike(auditLog.actorEmail, pattern),
          ilike(auditLog.summary, pattern),
        )
      : undefined,
    query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day: everything before the next midnight.
    query.to ? lt(auditLog.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

const present = (row: typeof auditLog.$inferSelect): Omit<AuditEntry, 'names'> => ({
  _id: row.id,
  at: row.at.toISOString(),
  action: row.action as AuditAction,
  actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail },
  entity: row.entity,
  entityId: row.entityId,
  summary: row.summary,
  summaryParams: row.summaryParams ?? null,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** Newest first, with the list's filters. */
export function listAudit(ctx: AppContext, query: AuditListQuery) {
  const where = auditFilter(query);
  return paginate(
    query,
    (limit, offset) =>
      ctx.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ n: count() }).from(auditLog).where(where),
    (rows) => rows.map(present),
  );
}
