import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { reasonOf } from '../../students/form-rules';

/** The spec's fixed text as the heading ("Failed to update parent"), and why underneath. */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} />}>
      {reasonOf(error)}
    </Alert>
  );
}
