import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../lib/form-rules';

interface FailureAlertProps {
  /** The screen's fixed text ("Failed to update parent", "Failed to fetch chapters"). */
  title: string;
  /** A failed save: its reason is shown under the title. Nothing is shown while it is null. */
  error?: unknown;
  /** A failed load: a Try Again button that asks again. */
  onRetry?: () => void;
}

/** One failure block for the whole app: what failed, why when known, and a retry for loads. */
export function FailureAlert({ title, error, onRetry }: FailureAlertProps) {
  const { t } = useTranslation();
  if (error !== undefined && !error) return null;
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} />}>
      {error ? reasonOf(error) : null}
      {onRetry ? (
        <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}
