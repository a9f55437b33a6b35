import { Button, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../lib/session/use-logout';
import { ADMIN_LINK_GROUPS } from './admin-links';

/** The admin home's side navigation: every management screen, the dashboard and Logout. */
export function AdminNav() {
  const logout = useLogout();
  return (
    <Stack h="100%" justify="space-between" gap="md">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <nav aria-label="Administration">
          <NavLink
            component={Link}
            to="/dashboard"
            label="Dashboard"
            leftSection={<IconLayoutDashboard size={18} />}
          />
          {ADMIN_LINK_GROUPS.map((group) => (
            <Stack key={group.label} gap={0} mt="md">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {group.label}
              </Text>
              {group.links.map(({ label, to, icon: Icon }) => (
                <NavLink key={to} component={Link} to={to} label={label} leftSection={<Icon size={18} />} />
              ))}
            </Stack>
          ))}
        </nav>
      </ScrollArea>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={18} />}
        onClick={() => logout.mutate()}
        loading={logout.isPending}
      >
        Logout
      </Button>
    </Stack>
  );
}
