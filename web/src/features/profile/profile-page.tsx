import { Alert, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/session/auth-context';
import { useMe } from '../../lib/session/use-me';
import { ChangePasswordForm } from './components/change-password-form';
import { EditProfileForm } from './components/edit-profile-form';
import { ProfileSummary } from './components/profile-summary';

/** /user-dashboard: the signed-in user's own account, read fresh from GET /api/auth/me. */
export function ProfilePage() {
  const { user: storedUser } = useAuth();
  const { t } = useTranslation('profile');
  const me = useMe({ fresh: true });
  const user = me.data?.data.user ?? storedUser;

  if (!user) return me.isPending ? <CenteredLoader /> : null;
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {me.isError ? (
        <Alert color="yellow" mb="md" role="alert">
          {t('page.stale')}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileSummary user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <EditProfileForm key={user.id} user={user} />
            <ChangePasswordForm />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
