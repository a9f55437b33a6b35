import { Badge, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { UserText } from '../../../components/user-text';
import { fullName, roleLabel } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';
import { useAuth } from '../../../lib/session/auth-context';
import { useLogout } from '../../../lib/session/use-logout';

/** The signed-in user's name, email, role and picture, with their profile, dashboard and logout. */
export function AccountMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const { t } = useTranslation();
  if (!user) return null;

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        {/*
          Named by its content, "Account menu of Nadia Kamel, Admin", which holds the visible name
          and role (WCAG 2.5.3, label in name); the visible parts are hidden from the name, so the
          avatar's initials and the phone layout (no name shown) do not change it.
        */}
        <UnstyledButton pos="relative">
          <VisuallyHidden>
            {t('account.menuOf', { name: `${isolate(fullName(user))}, ${roleLabel(user.role)}` })}
          </VisuallyHidden>
          <Group gap="xs" wrap="nowrap" aria-hidden>
            <UserAvatar user={user} radius="xl" size={36} />
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                <UserText>{fullName(user)}</UserText>
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel(user.role)}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group p="sm" wrap="nowrap">
          <UserAvatar user={user} radius="xl" size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              <UserText>{fullName(user)}</UserText>
            </Text>
            <Text size="xs" c="dimmed" truncate>
              <UserText>{user.email}</UserText>
            </Text>
            <Badge size="xs" variant="light" w="fit-content">
              {roleLabel(user.role)}
            </Badge>
          </Stack>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to="/user-dashboard" leftSection={<IconUser size={16} />}>
          {t('account.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
          {t('account.dashboard')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
