import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface FormFeedbackProps {
  error?: string | null;
  success?: string | null;
}

/** The one line a form shows after a submit: an error in red or a success in green. */
export function FormFeedback({ error, success }: FormFeedbackProps) {
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {error}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {success}
      </Alert>
    );
  }
  return null;
}
