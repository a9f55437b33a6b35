import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../lib/public-config/use-public-config';

/** The link to register through the school's messaging app; hidden until the server names it. */
export function RegistrationButton(props: ButtonProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  if (!config.data?.registrationLink) return null;
  return (
    <Button
      component="a"
      href={config.data.registrationLink}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconMessageCircle size={20} />}
      {...props}
    >
      {t('registration.button')}
    </Button>
  );
}
