import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AvailableQuiz } from '@sabora/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { TOUCH_TARGET } from '../../../lib/touch-target';

interface QuizReadyModalProps {
  quiz: AvailableQuiz;
  onStart: () => void;
  onCancel: () => void;
}

/** Before a new attempt's clock starts: what the student is in for, and their go-ahead. */
export function QuizReadyModal({ quiz, onStart, onCancel }: QuizReadyModalProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('student.ready.title')}
      closeButtonProps={{ 'aria-label': t('student.ready.close') }}
    >
      <Stack gap="sm">
        <Text fw={600}>
          <UserText>{quiz.title}</UserText>
        </Text>
        <Text size="sm">
          {t('student.ready.summary', {
            questions: t('student.questions', { count: quiz.questionCount }),
            minutes: t('student.minutes', { count: quiz.durationMinutes }),
          })}
        </Text>
        <Text size="sm">{t('student.ready.explain')}</Text>
        <Group justify="flex-end" mt="sm">
          <Button mih={TOUCH_TARGET} variant="default" onClick={onCancel}>
            {t('student.ready.notYet')}
          </Button>
          <Button
            mih={TOUCH_TARGET}
            leftSection={<IconPlayerPlay size={16} />}
            onClick={onStart}
            data-autofocus
          >
            {t('student.ready.startQuiz')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
