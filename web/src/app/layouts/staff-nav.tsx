import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { Role } from '@sabora/contract';
import { IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '../../components/logout-button';
import { currentStaffPath, type StaffLink, staffLinkGroupsFor } from '../../lib/staff-links';

const DASHBOARD: StaffLink = { label: 'nav.dashboard', to: '/dashboard', icon: IconLayoutDashboard };
const ADMIN_HOME: StaffLink = { label: 'nav.adminHome', to: '/home-admin', icon: IconHome };

function Entry({ entry, current }: { entry: StaffLink; current: string | undefined }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const active = entry.to === current;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={t(entry.label)}
      leftSection={<Icon size={18} />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/**
 * One navigation on every staff page (issue 18): the dashboard, the admin home (admins), every
 * management screen of the role (staff spec §2) and Logout. Beside the page on wide screens; a
 * drawer behind the header's burger on phones (app-layout.tsx).
 */
export function StaffNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = staffLinkGroupsFor(role);
  const top = role === 'admin' ? [DASHBOARD, ADMIN_HOME] : [DASHBOARD];
  const current = currentStaffPath(pathname, [...top, ...groups.flatMap((group) => group.links)]);
  return (
    <Stack h="100%" justify="space-between" gap="md">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <nav aria-label={t('nav.staff')}>
          {top.map((entry) => (
            <Entry key={entry.to} entry={entry} current={current} />
          ))}
          {groups.map((group) => (
            <Stack key={group.label} gap={0} mt="md">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {t(group.label)}
              </Text>
              {group.links.map((entry) => (
                <Entry key={entry.to} entry={entry} current={current} />
              ))}
            </Stack>
          ))}
        </nav>
      </ScrollArea>
      <LogoutButton />
    </Stack>
  );
}
