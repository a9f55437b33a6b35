import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { SCHOOL_NAME } from '../../components/logo';
import { RegistrationButton } from '../../components/registration-button';
import { usePublicConfig } from '../../lib/queries/use-public-config';

/** The static signup page (spec §1): accounts are made by the school, so it explains how to join. */
export function SignupPage() {
  const config = usePublicConfig();
  const schoolName = config.data?.schoolName || SCHOOL_NAME;
  return (
    <AuthLayout title="Sign Up" subtitle={`Join ${schoolName}`}>
      <Text>
        Accounts at {schoolName} are created by the school, so that every student is placed in the right
        system, subjects and classes from the first day.
      </Text>
      <Text>
        Send us a message on our messaging app with the student's name, system and year. We will set up the
        account, link a parent if you wish, and email you how to sign in.
      </Text>
      <RegistrationButton fullWidth />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" underline="always">
          Login
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
