import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '../copy-text-button';

/** Student spec §2.9: the meeting's ID, with Copy ('Copied!' for 1.2 s). */
export function MeetingId({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('meetingId', { id })}
      </Text>
      <CopyTextButton value={id} size="compact-xs" />
    </Group>
  );
}
