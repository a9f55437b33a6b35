import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { CenteredLoader } from '../../../components/centered-loader';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/use-verify-email';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const { t } = useTranslation('auth');

  if (token && verify.isPending) {
    return (
      <AuthLayout title={t('verify.verifying')}>
        <CenteredLoader label={t('verify.verifying')} />
      </AuthLayout>
    );
  }

  const failed = t('verify.failed');
  const error = !token ? failed : verify.isError ? failureMessage(verify.error, failed) : null;
  return (
    <AuthLayout title={t('verify.title')}>
      <FormFeedback error={error} success={error ? null : t('verify.verified')} />
      <Button component={Link} to="/login" fullWidth>
        {t('verify.goToLogin')}
      </Button>
    </AuthLayout>
  );
}
