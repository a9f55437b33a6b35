import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { CenteredLoader } from '../../../components/centered-loader';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/use-verify-email';

const VERIFY_FAILED = 'Email verification failed';
const VERIFIED = 'Your email is verified.';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);

  if (token && verify.isPending) {
    return (
      <AuthLayout title="Verifying your email">
        <CenteredLoader label="Verifying your email" />
      </AuthLayout>
    );
  }

  const error = !token ? VERIFY_FAILED : verify.isError ? failureMessage(verify.error, VERIFY_FAILED) : null;
  return (
    <AuthLayout title="Email verification">
      <FormFeedback error={error} success={error ? null : VERIFIED} />
      <Button component={Link} to="/login" fullWidth>
        Go to login
      </Button>
    </AuthLayout>
  );
}
