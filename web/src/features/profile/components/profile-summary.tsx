import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@sabora/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../components/status-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { UserText } from '../../../components/user-text';
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
  const { t } = useTranslation('profile');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={t('summary.label')}>
      <Stack align="center" gap="xs">
        <UserAvatar user={user} size={112} radius={112} />
        <AvatarUpload />
        <Title order={2} size="h3" ta="center">
          <UserText>{fullName(user)}</UserText>
        </Title>
        <Badge variant="light">{roleLabel(user.role)}</Badge>
      </Stack>
      <Divider my="md" />
      <Stack gap="sm">
        <Detail label={t('summary.email')}>
          <UserText>{user.email}</UserText>
        </Detail>
        <Detail label={t('summary.phone')}>
          {user.phone ? <UserText>{user.phone}</UserText> : t('summary.notSet')}
        </Detail>
        <Detail label={t('summary.role')}>{roleLabel(user.role)}</Detail>
        <Detail label={t('summary.status')}>
          <ActiveBadge isActive={user.isActive} />
        </Detail>
        <Detail label={t('summary.emailVerified')}>
          {user.emailVerifiedAt ? t('summary.yes') : t('summary.notYet')}
        </Detail>
        <Detail label={t('summary.memberSince')}>{formatDate(user.createdAt)}</Detail>
      </Stack>
    </Card>
  );
}
