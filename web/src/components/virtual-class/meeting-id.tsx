import { Group, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { CopyTextButton } from '../copy-text-button';
import { USER_TEXT_TAGS } from '../user-text';

/** The meeting's ID, with Copy ('Copied!' for 1.2 s). */
export function MeetingId({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Trans t={t} i18nKey="meetingId" values={{ id }} components={USER_TEXT_TAGS} />
      </Text>
      <CopyTextButton value={id} size="compact-xs" />
    </Group>
  );
}
