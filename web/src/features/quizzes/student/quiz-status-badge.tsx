import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { graded: 'green', late: 'orange' };

/** A quiz submission's status ('graded' or 'late'), capitalised; any other value shows as it is. */
export function QuizStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Submitted'}
    </Badge>
  );
}
