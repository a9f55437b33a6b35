import { List, Stack, Text } from '@mantine/core';
import { ENROLL_PREVIEW_SIZE } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../components/user-text';

/** The first 5 chosen students, then "... and N more". */
export function EnrollPreview({ names }: { names: string[] }) {
  const { t } = useTranslation('virtual-classes-admin');
  if (names.length === 0) return null;
  const rest = names.length - ENROLL_PREVIEW_SIZE;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('enroll.selected', { count: names.length })}
      </Text>
      <List size="sm" aria-label={t('enroll.selectedList')}>
        {names.slice(0, ENROLL_PREVIEW_SIZE).map((name) => (
          <List.Item key={name}>
            <UserText>{name}</UserText>
          </List.Item>
        ))}
      </List>
      {rest > 0 ? <Text size="sm">{t('enroll.more', { count: rest })}</Text> : null}
    </Stack>
  );
}
