import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencilCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { isolate } from '../../lib/isolate';
import { submissionStatusColor } from '../../lib/submission-status';
import { type SubmissionView, submissionName } from './api/submission-view';
import { SubmissionStatusBadge } from './submission-status-badge';

interface SubmissionCardProps {
  submission: SubmissionView;
  onGrade: (submission: SubmissionView) => void;
  onView: (submission: SubmissionView) => void;
}

/**
 * Title, student, subject, submitted time, grade, status and feedback, with Grade
 * (Update Grade once graded) and View. A missing row shows its due date and has no Grade: there
 * is no submission to grade.
 */
export function SubmissionCard({ submission, onGrade, onView }: SubmissionCardProps) {
  const { t } = useTranslation('submissions');
  const name = submissionName(submission);
  const firstGrade = submission.grade === null;
  // Work waiting for a grade stands out from graded work, in its status's colour.
  const waiting = submission.grade === null && submission.submittedAt !== null;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={name}
      style={
        waiting
          ? {
              borderInlineStart: `4px solid var(--mantine-color-${submissionStatusColor(submission.status)}-6)`,
            }
          : undefined
      }
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h5">
            <UserText>{submission.title}</UserText>
          </Title>
          <SubmissionStatusBadge status={submission.status} />
        </Group>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="card.student"
            values={{ name: submission.studentName }}
            components={USER_TEXT_TAGS}
          />
        </Text>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="card.subject"
            values={{ name: submission.subjectName }}
            components={USER_TEXT_TAGS}
          />
        </Text>
        <Text size="sm">
          {submission.submittedAt === null ? (
            <Trans
              t={t}
              i18nKey="card.notSubmitted"
              components={{ date: <DateTimeText iso={submission.dueDate} /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="card.submitted"
              components={{ date: <DateTimeText iso={submission.submittedAt} /> }}
            />
          )}
        </Text>
        {submission.grade === null ? null : (
          <Text fw={600}>{t('card.grade', { grade: submission.grade })}</Text>
        )}
        {submission.feedback ? (
          <Text size="sm" lineClamp={3}>
            <Trans
              t={t}
              i18nKey="card.feedback"
              values={{ feedback: submission.feedback }}
              components={USER_TEXT_TAGS}
            />
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" pt="xs">
          {submission.submittedAt === null ? null : (
            <Button
              size="xs"
              leftSection={<IconPencilCheck size={14} />}
              aria-label={
                firstGrade
                  ? t('card.gradeOf', { name: isolate(name) })
                  : t('card.updateGradeOf', { name: isolate(name) })
              }
              onClick={() => onGrade(submission)}
            >
              {firstGrade ? t('card.gradeAction') : t('card.updateGrade')}
            </Button>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconEye size={14} />}
            aria-label={t('card.viewOf', { name: isolate(name) })}
            onClick={() => onView(submission)}
          >
            {t('card.view')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
