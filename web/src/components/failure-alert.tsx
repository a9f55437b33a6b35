import { Alert, Button } from '@mantine/core';

/** A load that failed: the screen's message and a Try Again button that asks again. */
export function FailureAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
