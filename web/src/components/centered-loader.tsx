import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spinner shown while the session or a page's data loads. */
export function CenteredLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={label ?? t('app.loading')}>
      <Loader />
    </Center>
  );
}
