import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type GradeItem, gradeBadge, gradeBand } from '@sabora/contract';
import { CorrectionFiles } from '../../components/correction-files';
import { DateTimeText } from '../../components/date-time-text';
import { percentageColor } from '../../lib/grade-colors';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';
import { gradeBadgeColor } from './grade-colors';

/** Student spec §2.8: one graded (or awaiting) piece of work, read-only. */
export function GradeCard({ item }: { item: GradeItem }) {
  const badge = gradeBadge(item);
  const headingId = `grade-${item.id}`;
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
              {WORK_TYPE_LABELS[item.type]}
            </Badge>
            <Badge color={gradeBadgeColor(badge)} variant="light">
              {badge}
            </Badge>
          </Group>
          <Title order={3} size="h5" id={headingId}>
            {item.title}
          </Title>
          <Text size="sm" c="dimmed">
            {item.subject}
          </Text>
          <Text size="sm">
            Submitted <DateTimeText iso={item.submittedAt} /> · Due <DateTimeText iso={item.dueDate} />
          </Text>
        </Stack>
        {item.percentage === null ? (
          <Text c="dimmed" size="sm" ta="right">
            Not graded yet
          </Text>
        ) : (
          <Stack gap={0} align="flex-end">
            <Text fw={700} fz="xl" c={percentageColor(item.percentage)}>
              {item.grade}/{item.maxGrade}
            </Text>
            <Badge
              size="lg"
              color={percentageColor(item.percentage)}
              aria-label={`Band ${gradeBand(item.percentage)}`}
            >
              {gradeBand(item.percentage)}
            </Badge>
          </Stack>
        )}
      </Group>
      {item.feedback ? (
        <Text size="sm" mt="sm">
          <Text span fw={600}>
            Feedback:{' '}
          </Text>
          {item.feedback}
        </Text>
      ) : null}
      {item.correctionFiles.length > 0 ? (
        <Stack mt="sm">
          <CorrectionFiles files={item.correctionFiles} heading="Correction files" />
        </Stack>
      ) : null}
    </Card>
  );
}
