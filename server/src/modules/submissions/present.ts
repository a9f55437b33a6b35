import type { SubmissionKind } from '@sabora/contract';
import type { AppContext } from '../../context.js';
import { fileReplies, loadFiles } from '../assignments/index.js';
import type { KindConfig, SubmissionOf } from './kinds.js';
import { studentRefs } from './students.js';

export interface SubmissionRow {
  id: string;
  itemId: string;
  studentId: string;
  status: 'submitted' | 'graded' | 'late';
  isLate: boolean;
  grade: number | null;
  feedback: string;
  submittedAt: Date;
}

/** Who reads the replies: the student and their parent, or the subject's staff (grading). */
export type Audience = 'student' | 'staff';

/** Submission rows → replies: their homework or exam, student and files, loaded in three queries. */
export async function presentSubmissions<K extends SubmissionKind>(
  ctx: AppContext,
  kind: KindConfig<K>,
  rows: readonly SubmissionRow[],
  audience: Audience = 'student',
): Promise<SubmissionOf<K>[]> {
  if (rows.length === 0) return [];
  const links = kind.files;
  const [items, studentsById, fileRows, extras] = await Promise.all([
    kind.summaries(ctx, [...new Set(rows.map((r) => r.itemId))]),
    studentRefs(ctx.db, [...new Set(rows.map((r) => r.studentId))]),
    loadFiles(
      ctx.db,
      links,
      rows.map((r) => r.id),
    ),
    kind.extras?.(ctx, rows, audience) ?? new Map<string, Record<string, unknown>>(),
  ]);
  const itemsById = new Map(items.map((item) => [item._id, item]));
  return rows.map((row) => {
    const item = itemsById.get(row.itemId)!;
    const filesOf = (which: 'submitted' | 'correction') => fileReplies(kind.kind, fileRows, row.id, which);
    const reply = {
      _id: row.id,
      [kind.kind]: {
        _id: item._id,
        title: item.title,
        subject: item.subject,
        dueDate: item.dueDate.toISOString(),
      },
      student: studentsById.get(row.studentId)!,
      status: row.status,
      isLate: row.isLate,
      grade: row.grade,
      feedback: row.feedback,
      files: filesOf('submitted'),
      correctionFiles: filesOf('correction'),
      submittedAt: row.submittedAt.toISOString(),
      dueDate: item.dueDate.toISOString(),
      createdAt: row.submittedAt.toISOString(),
      ...extras.get(row.id),
    };
    // The item's key is the kind ('homework' or 'exam'), which TypeScript cannot follow through K.
    return reply as unknown as SubmissionOf<K>;
  });
}
