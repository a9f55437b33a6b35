import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type GradeItem, gradeBadge, gradeOnScale } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { CorrectionFiles } from '../../components/correction-files';
import { DateTimeText } from '../../components/date-time-text';
import { UserText } from '../../components/user-text';
import { percentageColor } from '../../lib/grade-colors';
import { gradeBadgeColor } from './grade-colors';

/**
 * One graded (or awaiting) piece of work, read-only. The band beside the
 * percentage is on the subject's system's scale; National work shows the percentage alone.
 */
export function GradeCard({ item }: { item: GradeItem }) {
  const badge = gradeBadge(item);
  const band = item.percentage === null ? null : gradeOnScale(item.system, item.percentage);
  const headingId = `grade-${item.id}`;
  const { t } = useTranslation('grades');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="li"
      aria-labelledby={headingId}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="outline" color="gray">
              {t(`workTypes.${item.type}`)}
            </Badge>
            <Badge color={gradeBadgeColor(badge)} variant="light">
              {t(`badges.${badge}`)}
            </Badge>
          </Group>
          {/* Second level: on a parent's page the cards follow the page's h1 directly. */}
          <Title order={2} size="h5" id={headingId}>
            <UserText>{item.title}</UserText>
          </Title>
          <Text size="sm" c="dimmed">
            <UserText>{item.subject}</UserText>
          </Text>
          <Text size="sm">
            {t('card.submitted')} <DateTimeText iso={item.submittedAt} /> · {t('card.due')}{' '}
            <DateTimeText iso={item.dueDate} />
          </Text>
        </Stack>
        {item.percentage === null ? (
          <Text c="dimmed" size="sm" ta="end">
            {t('card.notGraded')}
          </Text>
        ) : (
          <Stack gap={0} align="flex-end">
            <Text fw={700} fz="xl" c={percentageColor(item.percentage)}>
              {item.grade}/{item.maxGrade}
            </Text>
            {band === null ? null : (
              <Badge size="lg" color={percentageColor(item.percentage)} aria-label={t('card.band', { band })}>
                {band}
              </Badge>
            )}
          </Stack>
        )}
      </Group>
      {item.feedback ? (
        <Text size="sm" mt="sm">
          <Text span fw={600}>
            {t('card.feedback')}{' '}
          </Text>
          <UserText>{item.feedback}</UserText>
        </Text>
      ) : null}
      {item.correctionFiles.length > 0 ? (
        <Stack mt="sm">
          <CorrectionFiles files={item.correctionFiles} heading={t('card.correctionFiles')} />
        </Stack>
      ) : null}
    </Card>
  );
}
