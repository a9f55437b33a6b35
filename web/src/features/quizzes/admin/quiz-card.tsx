import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StaffQuiz } from '@sabora/contract';
import { IconCalendarEvent, IconChartBar } from '@tabler/icons-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import { DeleteButton, EditButton } from '../../../components/edit-delete-buttons';
import { UserText } from '../../../components/user-text';
import { isolate } from '../../../lib/isolate';

interface QuizCardProps {
  quiz: StaffQuiz;
  onEdit: (quiz: StaffQuiz) => void;
  onDelete: (quiz: StaffQuiz) => void;
  onStatistics: (quiz: StaffQuiz) => void;
}

/** One created quiz: title, subject, due date, question count, with Statistics, Edit and Delete. */
export function QuizCard({ quiz, onEdit, onDelete, onStatistics }: QuizCardProps) {
  const titleId = useId();
  const { t } = useTranslation('quizzes');
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5" id={titleId}>
          <UserText>{quiz.title}</UserText>
        </Title>
        <Text size="sm" c="dimmed">
          <UserText>{quiz.subject.title || quiz.subject.name}</UserText>
          {quiz.subject.code ? (
            <>
              {' · '}
              <UserText>{quiz.subject.code}</UserText>
            </>
          ) : null}
        </Text>
        {quiz.description ? (
          <Text size="sm" lineClamp={2}>
            <UserText>{quiz.description}</UserText>
          </Text>
        ) : null}
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="admin.card.due"
              components={{ date: <DateTimeText iso={quiz.dueDate} /> }}
            />
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light">{t('admin.card.questions', { count: quiz.questionCount })}</Badge>
          <Badge variant="light" color="gray">
            {t('admin.card.minutes', { count: quiz.durationMinutes })}
          </Badge>
          <Badge variant="light" color={quiz.attemptCount > 0 ? 'orange' : 'gray'}>
            {t('admin.card.attempts', { count: quiz.attemptCount })}
          </Badge>
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChartBar size={14} />}
            aria-label={t('admin.statistics.open', { title: isolate(quiz.title) })}
            onClick={() => onStatistics(quiz)}
          >
            {t('admin.statistics.button')}
          </Button>
          <EditButton name={quiz.title} onClick={() => onEdit(quiz)} />
          <DeleteButton name={quiz.title} onClick={() => onDelete(quiz)} />
        </Group>
      </Stack>
    </Card>
  );
}
