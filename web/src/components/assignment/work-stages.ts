/**
 * Where a homework or exam stands for the student, in the order the list shows them: what is still
 * to do first, then what waits for a grade, then what is graded, and last what closed without a
 * submission (docs/decisions.md, "The student's work in stages").
 */
export const WORK_STAGES = ['todo', 'handedIn', 'graded', 'missed'] as const;
export type WorkStage = (typeof WORK_STAGES)[number];

export type DueDateOrder = 'ascending' | 'descending';

/** The stage of one item, from whether it still takes a submission and the student's submission. */
export function workStageOf(open: boolean, submission: { status: string } | undefined): WorkStage {
  if (submission?.status === 'graded') return 'graded';
  if (submission) return 'handedIn';
  return open ? 'todo' : 'missed';
}

export interface StagedItem<T> {
  stage: WorkStage;
  item: T;
}

/**
 * `items` in stage order, each stage ordered by due date (soonest first when ascending; ties keep
 * the list's order).
 */
export function orderByStage<T extends { _id: string; dueDate: string }>(
  items: readonly T[],
  stageOf: (item: T) => WorkStage,
  order: DueDateOrder = 'ascending',
): StagedItem<T>[] {
  const sign = order === 'ascending' ? 1 : -1;
  const rank = (stage: WorkStage) => WORK_STAGES.indexOf(stage);
  return items
    .map((item) => ({ stage: stageOf(item), item }))
    .sort(
      (a, b) =>
        rank(a.stage) - rank(b.stage) || sign * (Date.parse(a.item.dueDate) - Date.parse(b.item.dueDate)),
    );
}

/** Consecutive items of one stage grouped, as one page of the list shows them under their headings. */
export function groupRuns<T>(staged: readonly StagedItem<T>[]): { stage: WorkStage; items: T[] }[] {
  const runs: { stage: WorkStage; items: T[] }[] = [];
  for (const { stage, item } of staged) {
    const last = runs.at(-1);
    if (last?.stage === stage) last.items.push(item);
    else runs.push({ stage, items: [item] });
  }
  return runs;
}

/** How many items each stage holds. */
export function stageCounts<T>(staged: readonly StagedItem<T>[]): Record<WorkStage, number> {
  const counts: Record<WorkStage, number> = { todo: 0, handedIn: 0, graded: 0, missed: 0 };
  for (const { stage } of staged) counts[stage] += 1;
  return counts;
}
