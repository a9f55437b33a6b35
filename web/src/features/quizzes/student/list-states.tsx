import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { InvalidDataFormatError } from '../../../lib/quiz-list-reply';

/**
 * A list that failed: its failure text ('Invalid data format received' for a malformed reply) and
 * Try Again.
 */
export function ListFailure({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  return (
    <FailureAlert title={error instanceof InvalidDataFormatError ? error.message : text} onRetry={onRetry} />
  );
}

export function ListEmpty({
  icon,
  title,
  description,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
}) {
  return <EmptyState icon={icon} title={title} description={description} py="xl" />;
}
