import type { GradeHistoryEntry, GradingKind } from '@sabora/contract';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { gradeHistory, users } from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';

/** One grade as the history's JSON column holds it (`at` as PostgreSQL writes a timestamptz). */
export interface HistoryJson {
  firstName: string | null;
  lastName: string | null;
  at: string;
  oldGrade: number | null;
  newGrade: number;
}

/** The staff member who gave a grade: named apart from the student's `users` row of the same statement. */
const GRADERS = 'graders';
const graders = alias(users, GRADERS);

/**
 * Every grade given to the submission `submissionId` names, oldest first, as one JSON column of
 * the statement that reads the submission (read apart, it was a third statement and a second
 * pooled connection for every page of the staff lists).
 */
export function gradeHistoryJson(kind: GradingKind, submissionId: AnyColumn): SQL<HistoryJson[]> {
  return sql<HistoryJson[]>`coalesce((
    select json_agg(json_build_object('firstName', ${graders.firstName}, 'lastName', ${graders.lastName},
      'at', ${gradeHistory.createdAt}, 'oldGrade', ${gradeHistory.oldGrade}, 'newGrade', ${gradeHistory.newGrade})
      order by ${gradeHistory.createdAt}, ${gradeHistory.id})
    from ${gradeHistory} left join ${users} as ${sql.identifier(GRADERS)} on ${graders.id} = ${gradeHistory.gradedBy}
    where ${and(eq(gradeHistory.kind, kind), eq(gradeHistory.submissionId, submissionId))}), '[]'::json)`;
}

/** A grade as replies show it (a removed staff account shows as `gradedBy: null`). */
const entryOf = (r: Omit<HistoryJson, 'at'> & { at: string | Date }): GradeHistoryEntry => ({
  gradedBy: r.firstName === null ? null : { firstName: r.firstName, lastName: r.lastName ?? '' },
  at: new Date(r.at).toISOString(),
  oldGrade: r.oldGrade,
  newGrade: r.newGrade,
});

/** The JSON column's history as replies show it. */
export const historyEntries = (rows: readonly HistoryJson[]) => rows.map(entryOf);

/**
 * The grade histories of these submissions by id, for a kind whose replies are read apart
 * (quizzes): one statement for the page, grouped here.
 */
export async function gradeHistoriesOf(
  ctx: AppContext,
  kind: GradingKind,
  ids: readonly string[],
): Promise<Map<string, GradeHistoryEntry[]>> {
  const byId = new Map<string, GradeHistoryEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const query = preparedOnce(ctx.db, `${kind}_grade_history`, (name) =>
    ctx.db
      .select({
        submissionId: gradeHistory.submissionId,
        firstName: graders.firstName,
        lastName: graders.lastName,
        at: gradeHistory.createdAt,
        oldGrade: gradeHistory.oldGrade,
        newGrade: gradeHistory.newGrade,
      })
      .from(gradeHistory)
      .leftJoin(graders, eq(graders.id, gradeHistory.gradedBy))
      .where(and(eq(gradeHistory.kind, kind), isAnyOf(gradeHistory.submissionId, 'ids')))
      .orderBy(asc(gradeHistory.createdAt), asc(gradeHistory.id))
      .prepare(name),
  );
  for (const row of await query.execute({ ids: [...ids] })) byId.get(row.submissionId)?.push(entryOf(row));
  return byId;
}
