import { Badge } from '@mantine/core';
import type { ExamSubmission } from '@sabora/contract';

/** Spec §2.6: Graded, Late or Submitted; a late submission that was graded reads Graded. */
export function examSubmissionLabel(submission: ExamSubmission): 'Graded' | 'Late' | 'Submitted' {
  if (submission.status === 'graded') return 'Graded';
  if (submission.isLate || submission.status === 'late') return 'Late';
  return 'Submitted';
}

const COLORS = { Graded: 'green', Late: 'orange', Submitted: 'blue' } as const;

export function ExamSubmissionBadge({ submission }: { submission: ExamSubmission }) {
  const label = examSubmissionLabel(submission);
  return (
    <Badge color={COLORS[label]} variant="light">
      {label}
    </Badge>
  );
}
