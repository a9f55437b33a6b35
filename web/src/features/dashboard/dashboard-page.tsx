import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AnnouncementsPanel } from '../../components/announcements-panel';
import { LogoutButton } from '../../components/logout-button';
import { ActiveBadge } from '../../components/status-badge';
import { UserAvatar } from '../../components/user-avatar';
import { UserText } from '../../components/user-text';
import { dashboardCardsFor } from '../../lib/dashboard-cards';
import { fullName } from '../../lib/format';
import { useAuth } from '../../lib/session/auth-context';
import { ChildrenAttendance } from './children-attendance';
import { ChildrenCalendars } from './children-calendars';
import { ChildrenProgress } from './children-progress';
import { DashboardCardGrid } from './dashboard-card-grid';
import { StaffOverview } from './staff-overview';

/**
 * Who is signed in, a Logout button, and the cards of their role (teachers: their
 * overview first). Parents also follow their children here, and choose whether Sabora mails them
 * (`settings`, composed by the routes).
 */
export function DashboardPage({ settings }: { settings?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  if (!user) return null;
  if (user.role === 'student') return <Navigate to="/home-students" replace />;

  return (
    <Stack gap="xl">
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t('account')}>
        <Group justify="space-between" wrap="wrap">
          <Group wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar user={user} size={64} radius="xl" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                <UserText>{fullName(user)}</UserText>
              </Title>
              {/* A long address breaks rather than run out of the card on a 360 px phone. */}
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <UserText>{user.email}</UserText>
              </Text>
              <Group gap="xs">
                <Badge variant="light">{t(`roles.${user.role}`)}</Badge>
                <ActiveBadge isActive={user.isActive} />
              </Group>
            </Stack>
          </Group>
          <LogoutButton />
        </Group>
      </Card>
      {user.role === 'teacher' ? <StaffOverview /> : null}
      <section aria-label={t('tools')}>
        <DashboardCardGrid cards={dashboardCardsFor(user.role)} />
      </section>
      {user.role === 'parent' ? (
        <>
          <ChildrenProgress />
          <AnnouncementsPanel />
          <ChildrenCalendars />
          <ChildrenAttendance />
          {settings}
        </>
      ) : null}
    </Stack>
  );
}
