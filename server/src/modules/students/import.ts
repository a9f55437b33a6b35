import type { ImportRowProblem, StudentImportRow } from '@sabora/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { conflict } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { linkOrCreateParents, newParentPasswordHash, type ParentDetails } from '../parents/index.js';
import { insertEnrolments, notifyEnrolments } from './enrolment.js';
import { type CheckedRow, checkRows } from './import-check.js';
import { insertProfiles } from './profile.js';
import { applyUpdate } from './update.js';

/** Password hashing runs on libuv's pool (4 threads); leave one for the other requests' file I/O. */
const HASH_CONCURRENCY = 3;
const INSERT_CHUNK = 500;

const publicRow = ({
  newStudent: _n,
  stored: _s,
  update: _u,
  enrolments: _e,
  parentExists: _p,
  ...row
}: CheckedRow): StudentImportRow => row;

const countOf = (rows: CheckedRow[], action: StudentImportRow['action']) =>
  rows.filter((r) => r.errors.length === 0 && r.action === action).length;

/** What an import would do, row by row; writes nothing. */
export async function previewImport(ctx: AppContext, text: string) {
  const rows = await checkRows(ctx, text);
  const invalidCount = rows.filter((r) => r.errors.length > 0).length;
  return {
    rows: rows.map(publicRow),
    validCount: rows.length - invalidCount,
    invalidCount,
    added: countOf(rows, 'add'),
    updated: countOf(rows, 'update'),
    unchanged: countOf(rows, 'unchanged'),
  };
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export type ImportResult =
  | ImportCounts
  | { invalidRows: number; errors: ({ line: number; message: string } & ImportRowProblem)[] };

/** "Imported 3 students.", "Imported 1 students, updated 2, 5 unchanged.", or that nothing changed. */
export function importMessage({ created, updated, unchanged }: ImportCounts): string {
  if (created + updated === 0)
    return `Nothing to change: the ${unchanged} student(s) in the file are up to date.`;
  if (updated + unchanged === 0) return `Imported ${created} students.`;
  const parts = [
    created > 0 && `added ${created}`,
    updated > 0 && `updated ${updated}`,
    unchanged > 0 && `${unchanged} unchanged`,
  ].filter(Boolean);
  return `Students ${parts.join(', ')}.`;
}

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
 * All or nothing: a file with any bad row writes nothing and says which lines are wrong; a good
 * file creates every new account, profile, parent link and enrolment, and writes every changed
 * student, in one transaction. Rows that match their student write nothing.
 */
export async function importStudents(ctx: AppContext, actor: UserRow, text: string): Promise<ImportResult> {
  const rows = await checkRows(ctx, text);
  const bad = rows.filter((r) => r.errors.length > 0);
  if (bad.length > 0) {
    return {
      invalidRows: bad.length,
      errors: bad.flatMap((r) =>
        r.errors.map((message, i) => ({ line: r.line, message, ...r.problems[i]! })),
      ),
    };
  }
  const valid = rows
    .filter((r) => r.newStudent)
    .map((r) => ({ ...r, fields: r.newStudent!, email: r.email }));
  const updates = rows.filter((r) => r.action === 'update' && r.stored && r.update);
  const counts = { created: valid.length, updated: updates.length, unchanged: countOf(rows, 'unchanged') };
  if (valid.length + updates.length === 0) return counts;
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
    const profiles =
      valid.length === 0 ? [] : await createAll(tx, valid, passwordHashes, parents, parentHashes);
    // Existing students: the Edit form's write, row by row (few rows change in a re-import).
    for (const row of updates) await applyUpdate(tx, row.stored!.profile, row.update!);
    await recordAudit(tx, actor, {
      action: 'students.import',
      entity: 'students',
      entityId: '', // many: the ids are in `after`
      params: { added: valid.length, updated: updates.length },
      after: {
        studentIds: profiles.map((p) => p.studentId),
        ...(updates.length > 0 && { updatedStudentIds: updates.map((r) => r.stored!.profile.studentId) }),
      },
    });
  });
  return counts;
}

type NewRow = CheckedRow & { fields: NonNullable<CheckedRow['newStudent']> };

/** The new students' accounts, parents, profiles, enrolments and notices. */
async function createAll(
  tx: Tx,
  valid: NewRow[],
  passwordHashes: string[],
  parents: ParentDetails[],
  parentHashes: string[],
) {
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
  if (taken) throw conflict('importEmailJustCreated', { email: taken.email, line: taken.line });
  await linkOrCreateParents(tx, parents, parentHashes);
  const profiles = await insertProfiles(
    tx,
    valid.map((r) => ({
      userId: userIds.get(r.email)!,
      system: r.fields.system,
      academicYear: r.fields.academicYear,
      status: r.fields.status ?? 'active',
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
  return profiles;
}
