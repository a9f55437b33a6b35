import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AvailableQuiz } from '@sabora/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { countText } from '../../../lib/library-words';

interface QuizReadyModalProps {
  quiz: AvailableQuiz;
  onStart: () => void;
  onCancel: () => void;
}

/** Before a new attempt's clock starts (issue 18): what the student is in for, and their go-ahead. */
export function QuizReadyModal({ quiz, onStart, onCancel }: QuizReadyModalProps) {
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Ready? The timer starts now"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fw={600}>{quiz.title}</Text>
        <Text size="sm">
          {`${countText(quiz.questionCount, 'question')}, ${countText(quiz.durationMinutes, 'minute')}.`}
        </Text>
        <Text size="sm">
          The timer starts when you press Start quiz and keeps running if you leave. Your answers are saved as
          you choose them; when the time runs out, the quiz is submitted for you with the answers you saved.
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Not yet
          </Button>
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={onStart} data-autofocus>
            Start quiz
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
