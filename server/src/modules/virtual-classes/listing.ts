import type { VirtualClassStatus } from '@sabora/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { subjects, type UserRow, users, virtualClasses } from '../../db/schema/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { present } from './present.js';
import { inScope } from './scope.js';
import { effectiveStatus } from './status.js';

/** The staff's list of classes, and the figures of them. */

interface ListQuery {
  page: number;
  limit: number;
  subject?: string;
  teacher?: string;
  status?: VirtualClassStatus;
  search?: string;
}

/** Staff list: filters by subject, teacher, status (as the clock makes it) and text. */
export async function listClasses(ctx: AppContext, user: UserRow, query: ListQuery) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    inScope(ctx.db, user),
    query.subject ? eq(virtualClasses.subjectId, query.subject) : undefined,
    query.teacher ? eq(virtualClasses.teacherId, query.teacher) : undefined,
    query.status ? sql`${effectiveStatus} = ${query.status}` : undefined,
    pattern
      ? or(
          ilike(virtualClasses.title, pattern),
          ilike(subjects.name, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
  const base = () =>
    ctx.db
      .select({ id: virtualClasses.id })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .leftJoin(users, eq(users.id, virtualClasses.teacherId))
      .where(where);
  return paginate(
    query,
    (limit, offset) =>
      base().orderBy(desc(virtualClasses.scheduledDate), asc(virtualClasses.id)).limit(limit).offset(offset),
    () =>
      ctx.db
        .select({ n: count() })
        .from(virtualClasses)
        .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
        .leftJoin(users, eq(users.id, virtualClasses.teacherId))
        .where(where),
    (rows) =>
      present(
        ctx.db,
        rows.map((r) => r.id),
      ),
  );
}

/** The virtual class statistics, over the classes in the caller's scope. */
export async function classStats(ctx: AppContext, user: UserRow) {
  const scope = inScope(ctx.db, user);
  const status = sql<string>`${effectiveStatus}`;
  const [byStatus, byPlatform, bySubject] = await Promise.all([
    ctx.db.select({ status, n: count() }).from(virtualClasses).where(scope).groupBy(status),
    ctx.db
      .select({ platform: virtualClasses.platform, n: count() })
      .from(virtualClasses)
      .where(scope)
      .groupBy(virtualClasses.platform),
    ctx.db
      .select({ subjectName: subjects.name, n: count() })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .where(scope)
      .groupBy(subjects.name)
      .orderBy(desc(count()), asc(subjects.name)),
  ]);
  const of = (s: VirtualClassStatus) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    totalClasses: byStatus.reduce((sum, r) => sum + r.n, 0),
    scheduledClasses: of('scheduled'),
    inProgressClasses: of('in-progress'),
    completedClasses: of('completed'),
    cancelledClasses: of('cancelled'),
    platformStats: byPlatform.map((r) => ({ _id: r.platform, count: r.n })),
    subjectStats: bySubject.map((r) => ({ subjectName: r.subjectName, count: r.n })),
  };
}
