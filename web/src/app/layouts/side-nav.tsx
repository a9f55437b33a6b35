import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '../../components/logout-button';
import { currentStaffPath, type StaffLink, type StaffLinkGroup } from '../../lib/staff-links';

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

interface SideNavProps {
  /** The landmark's name, translated ("Staff navigation", "Parent navigation"); entries hold `common` keys. */
  label: string;
  /** Entries above the groups, without a heading. */
  top: StaffLink[];
  groups?: StaffLinkGroup[];
}

/**
 * The side navigation of the signed-in frame (staff and parents): entries, grouped ones under a
 * small heading, the current page marked (`aria-current`), and Logout at the foot. Beside the page
 * on wide screens; a drawer behind the header's burger on phones (app-layout.tsx).
 */
export function SideNav({ label, top, groups = [] }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentStaffPath(pathname, [...top, ...groups.flatMap((group) => group.links)]);
  return (
    <Stack h="100%" justify="space-between" gap="md">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <nav aria-label={label}>
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
