import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { students } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';

type NewProfile = Omit<typeof students.$inferInsert, 'studentId'>;

/** Each round lets at least one of the competing transactions through, so this bounds contention, not luck. */
const MAX_ID_ATTEMPTS = 50;
const INSERT_CHUNK = 500;

/** The readable student id: STU-<year>-<number, at least 4 digits>. */
export const formatStudentId = (year: number, n: number) => `STU-${year}-${String(n).padStart(4, '0')}`;

async function nextNumber(db: Db | Tx, year: number): Promise<number> {
  const prefix = `STU-${year}-`;
  const [row] = await db
    .select({
      n: sql<
        string | number | null
      >`max(substring(${students.studentId} from ${prefix.length + 1}::int)::int)`,
    })
    .from(students)
    .where(sql`${students.studentId} ~ ${`^${prefix}[0-9]{1,9}$`}`);
  return Number(row?.n ?? 0) + 1;
}

/**
 * Inserts student profiles with the next free readable ids. Two transactions may pick the same
 * numbers; the loser's rows are skipped by ON CONFLICT and get fresh numbers on the next round.
 * Returns the rows in input order.
 */
export async function insertProfiles(tx: Tx, profiles: readonly NewProfile[]) {
  const year = new Date().getUTCFullYear();
  const created = new Map<string, typeof students.$inferSelect>();
  let pending = [...profiles];
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS && pending.length > 0; attempt++) {
    let next = await nextNumber(tx, year);
    for (let i = 0; i < pending.length; i += INSERT_CHUNK) {
      const values = pending
        .slice(i, i + INSERT_CHUNK)
        .map((p) => ({ ...p, studentId: formatStudentId(year, next++) }));
      const rows = await tx.insert(students).values(values).onConflictDoNothing().returning();
      for (const row of rows) created.set(row.userId, row);
    }
    pending = pending.filter((p) => !created.has(p.userId));
    if (pending.length > 0) {
      const [taken] = await tx
        .select({ userId: students.userId })
        .from(students)
        .where(
          inArray(
            students.userId,
            pending.map((p) => p.userId),
          ),
        )
        .limit(1);
      if (taken) throw conflict('studentHasProfile');
    }
  }
  if (pending.length > 0) throw conflict('studentIdNotAllocated');
  return profiles.map((p) => created.get(p.userId)!);
}
