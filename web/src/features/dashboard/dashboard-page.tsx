import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { ActiveBadge } from '../../components/status-badge';
import { UserAvatar } from '../../components/user-avatar';
import { dashboardCardsFor } from '../../lib/dashboard-cards';
import { fullName } from '../../lib/format';
import { useAuth } from '../../lib/session/auth-context';
import { useLogout } from '../../lib/session/use-logout';
import { ChildrenAttendance } from './children-attendance';
import { ChildrenCalendars } from './children-calendars';
import { DashboardCardGrid } from './dashboard-card-grid';

/** Spec §2.3: who is signed in, a Logout button, and the cards of their role. */
export function DashboardPage() {
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  if (user.role === 'student') return <Navigate to="/home-students" replace />;

  return (
    <Stack gap="xl">
      <Card withBorder padding="lg" radius="md" component="section" aria-label="Your account">
        <Group justify="space-between" wrap="wrap">
          <Group wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar user={user} size={64} radius="xl" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                {fullName(user)}
              </Title>
              {/* A long address breaks rather than run out of the card on a 360 px phone. */}
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Group gap="xs">
                <Badge variant="light">{user.role}</Badge>
                <ActiveBadge isActive={user.isActive} />
              </Group>
            </Stack>
          </Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
          >
            Logout
          </Button>
        </Group>
      </Card>
      <section aria-label="Your tools">
        <DashboardCardGrid cards={dashboardCardsFor(user.role)} />
      </section>
      {user.role === 'parent' ? (
        <>
          <ChildrenCalendars />
          <ChildrenAttendance />
        </>
      ) : null}
    </Stack>
  );
}
