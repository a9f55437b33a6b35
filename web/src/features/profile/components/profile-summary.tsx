import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@sabora/contract';
import type { ReactNode } from 'react';
import { ActiveBadge } from '../../../components/status-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate, fullName, roleLabel } from '../../../lib/format';
import { AvatarUpload } from './avatar-upload';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="end" style={{ wordBreak: 'break-word' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

export function ProfileSummary({ user }: { user: User }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Profile summary">
      <Stack align="center" gap="xs">
        <UserAvatar user={user} size={112} radius={112} />
        <AvatarUpload />
        <Title order={2} size="h3" ta="center">
          {fullName(user)}
        </Title>
        <Badge variant="light">{user.role}</Badge>
      </Stack>
      <Divider my="md" />
      <Stack gap="sm">
        <Detail label="Email">{user.email}</Detail>
        <Detail label="Phone">{user.phone || 'Not set'}</Detail>
        <Detail label="Role">{roleLabel(user.role)}</Detail>
        <Detail label="Status">
          <ActiveBadge isActive={user.isActive} />
        </Detail>
        <Detail label="Email verified">{user.emailVerifiedAt ? 'Yes' : 'Not yet'}</Detail>
        <Detail label="Member since">{formatDate(user.createdAt)}</Detail>
      </Stack>
    </Card>
  );
}
