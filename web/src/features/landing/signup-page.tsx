import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { SCHOOL_NAME } from '../../components/logo';
import { RegistrationButton } from '../../components/registration-button';
import { isolate } from '../../lib/isolate';
import { usePublicConfig } from '../../lib/public-config/use-public-config';

/** The static signup page: accounts are made by the school, so it explains how to join. */
export function SignupPage() {
  const { t } = useTranslation('landing');
  const config = usePublicConfig();
  // The school's own name, isolated in the sentences around it (docs/i18n.md).
  const schoolName = isolate(config.data?.schoolName || SCHOOL_NAME);
  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.join', { school: schoolName })}>
      <Text>{t('signup.accounts', { school: schoolName })}</Text>
      <Text>{t('signup.howTo')}</Text>
      <RegistrationButton fullWidth />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login" underline="always">
          {t('signup.login')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
