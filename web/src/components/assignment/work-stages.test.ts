import { describe, expect, it } from 'vitest';
import { groupRuns, orderByStage, stageCounts, type WorkStage, workStageOf } from './work-stages';

const item = (_id: string, dueDate: string) => ({ _id, dueDate });

describe('workStageOf', () => {
  it('is graded, handed in, to do or missed from the submission and whether the item is open', () => {
    expect(workStageOf(false, { status: 'graded' })).toBe('graded');
    expect(workStageOf(true, { status: 'submitted' })).toBe('handedIn');
    expect(workStageOf(false, { status: 'late' })).toBe('handedIn');
    expect(workStageOf(true, undefined)).toBe('todo');
    expect(workStageOf(false, undefined)).toBe('missed');
  });
});

describe('orderByStage', () => {
  const stages: Record<string, WorkStage> = {
    gradedOld: 'graded',
    gradedNew: 'graded',
    late: 'todo',
    soon: 'todo',
    waiting: 'handedIn',
    missed: 'missed',
  };
  const items = [
    item('gradedOld', '2026-01-01T10:00:00Z'),
    item('missed', '2026-01-02T10:00:00Z'),
    item('late', '2026-03-01T10:00:00Z'),
    item('gradedNew', '2026-02-01T10:00:00Z'),
    item('waiting', '2026-01-15T10:00:00Z'),
    item('soon', '2026-02-10T10:00:00Z'),
  ];

  it('puts to do first, then handed in, graded and missed, each soonest due first', () => {
    const ordered = orderByStage(items, (i) => stages[i._id]!);
    expect(ordered.map((s) => s.item._id)).toEqual([
      'soon',
      'late',
      'waiting',
      'gradedOld',
      'gradedNew',
      'missed',
    ]);
  });

  it('keeps the stages in order when the due dates are latest first', () => {
    const ordered = orderByStage(items, (i) => stages[i._id]!, 'descending');
    expect(ordered.map((s) => s.item._id)).toEqual([
      'late',
      'soon',
      'waiting',
      'gradedNew',
      'gradedOld',
      'missed',
    ]);
  });

  it('groups a page into runs of one stage and counts each stage', () => {
    const ordered = orderByStage(items, (i) => stages[i._id]!);
    expect(groupRuns(ordered.slice(1, 4)).map((run) => [run.stage, run.items.map((i) => i._id)])).toEqual([
      ['todo', ['late']],
      ['handedIn', ['waiting']],
      ['graded', ['gradedOld']],
    ]);
    expect(stageCounts(ordered)).toEqual({ todo: 2, handedIn: 1, graded: 2, missed: 1 });
  });
});
