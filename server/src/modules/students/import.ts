import type { StudentImportRow } from '@sabora/contract';
import type { AppContext } from '../../context.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { conflict } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { linkOrCreateParents, newParentPasswordHash } from '../parents/index.js';
import { insertEnrolments, notifyEnrolments } from './enrolment.js';
import { type CheckedRow, checkRows } from './import-check.js';
import { insertProfiles } from './profile.js';

/** Password hashing runs on libuv's pool (4 threads); leave one for the other requests' file I/O. */
const HASH_CONCURRENCY = 3;
const INSERT_CHUNK = 500;

const publicRow = ({ fields: _f, enrolments: _e, parentExists: _p, ...row }: CheckedRow): StudentImportRow =>
  row;

/** What an import would do, row by row; writes nothing. */
export async function previewImport(ctx: AppContext, text: string) {
  const rows = await checkRows(ctx, text);
  const invalidCount = rows.filter((r) => r.errors.length > 0).length;
  return { rows: rows.map(publicRow), validCount: rows.length - invalidCount, invalidCount };
}

export type ImportResult =
  | { created: number }
  | { invalidRows: number; errors: { line: number; message: string }[] };

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * All or nothing: a file with any bad row writes nothing and says which lines are wrong;
 * a good file creates every account, profile, parent link and enrolment in one transaction.
 */
export async function importStudents(ctx: AppContext, actor: UserRow, text: string): Promise<ImportResult> {
  const rows = await checkRows(ctx, text);
  const bad = rows.filter((r) => r.errors.length > 0);
  if (bad.length > 0) {
    return {
      invalidRows: bad.length,
      errors: bad.flatMap((r) => r.errors.map((message) => ({ line: r.line, message }))),
    };
  }
  const valid = rows.map((r) => ({ ...r, fields: r.fields! }));
  const parents = valid.map((r) => ({
    name: r.fields.parentName,
    email: r.parentEmail,
    phone: r.fields.parentPhone,
  }));
  const newParentEmails = new Set(valid.filter((r) => !r.parentExists).map((r) => r.parentEmail));
  // Hash before the transaction so it is not held open for seconds.
  const [passwordHashes, parentHashes] = await Promise.all([
    mapLimit(valid, HASH_CONCURRENCY, (r) => hashPassword(r.fields.password)),
    mapLimit([...newParentEmails], HASH_CONCURRENCY, () => newParentPasswordHash()),
  ]);
  await ctx.db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      const chunk = valid.slice(i, i + INSERT_CHUNK);
      const created = await tx
        .insert(users)
        .values(
          chunk.map((r, j) => ({
            role: 'student' as const,
            firstName: r.fields.firstName,
            lastName: r.fields.lastName,
            email: r.email,
            phone: r.fields.phone,
            passwordHash: passwordHashes[i + j]!,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      for (const u of created) userIds.set(u.email, u.id);
    }
    const taken = valid.find((r) => !userIds.has(r.email));
    if (taken)
      throw conflict(
        `email: an account with ${taken.email} was just created (line ${taken.line}); nothing was imported`,
      );
    await linkOrCreateParents(tx, parents, parentHashes);
    const profiles = await insertProfiles(
      tx,
      valid.map((r) => ({
        userId: userIds.get(r.email)!,
        system: r.fields.system,
        academicYear: r.fields.academicYear,
        parentName: r.fields.parentName,
        parentEmail: r.parentEmail,
        parentPhone: r.fields.parentPhone,
      })),
    );
    const enrolled = profiles.flatMap((profile, i) =>
      valid[i]!.enrolments.map((e) => ({ studentId: profile.id, userId: profile.userId, ...e })),
    );
    await insertEnrolments(tx, enrolled);
    await notifyEnrolments(tx, enrolled);
    await recordAudit(tx, actor, {
      action: 'students.import',
      entity: 'students',
      entityId: '', // many: the ids are in `after`
      summary: `${valid.length} student(s) imported from a CSV file`,
      after: { studentIds: profiles.map((p) => p.studentId) },
    });
  });
  return { created: valid.length };
}
