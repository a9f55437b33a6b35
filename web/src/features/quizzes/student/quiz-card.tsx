import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AvailableQuiz } from '@sabora/contract';
import { IconBook, IconCalendarDue, IconClock, IconListNumbers, IconPlayerPlay } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import { FormFeedback } from '../../../components/form-feedback';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { subjectLabel } from './quiz-format';

interface QuizCardProps {
  quiz: AvailableQuiz;
  onStart: () => void;
  starting: boolean;
  /** Another quiz is being started. */
  disabled: boolean;
  problem: string | null;
}

/** One available quiz: what it is, how long it takes, by when, and Start (or Resume). */
export function QuizCard({ quiz, onStart, starting, disabled, problem }: QuizCardProps) {
  const subject = subjectLabel(quiz.subject);
  const { t } = useTranslation('quizzes');
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={quiz.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* A long title breaks rather than push the badge out of a phone's card. */}
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            <UserText>{quiz.title}</UserText>
          </Text>
          {quiz.attempt ? (
            <Badge color="blue" variant="light">
              {t('student.card.inProgress')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="lg">
          {subject ? (
            <Group gap={6} wrap="nowrap">
              <IconBook size={16} aria-hidden />
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="student.card.subject"
                  values={{ subject }}
                  components={USER_TEXT_TAGS}
                />
              </Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              {t('student.card.duration', {
                duration: t('student.minutes', { count: quiz.durationMinutes }),
              })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconListNumbers size={16} aria-hidden />
            <Text size="sm">{t('student.card.questions', { count: quiz.questionCount })}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarDue size={16} aria-hidden />
            <Text size="sm">
              {t('student.card.due')} <DateTimeText iso={quiz.dueDate} />
            </Text>
          </Group>
        </Group>
        {quiz.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <UserText>{quiz.description}</UserText>
          </Text>
        ) : null}
        <FormFeedback error={problem} />
        <Group>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={starting}
            disabled={disabled && !starting}
            onClick={onStart}
          >
            {quiz.attempt ? t('student.card.resume') : t('student.card.start')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
