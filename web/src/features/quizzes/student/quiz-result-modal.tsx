import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizSubmitReply } from '@sabora/contract';
import { QuizStatusBadge } from './quiz-status-badge';

interface QuizResultModalProps {
  title: string;
  result: QuizSubmitReply;
  onClose: () => void;
}

/** Spec §4 step 6: the graded attempt, straight after the submit. */
export function QuizResultModal({ title, result, onClose }: QuizResultModalProps) {
  return (
    <Modal opened onClose={onClose} title="Quiz Result" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm" align="center">
        <Text fw={600}>{title}</Text>
        <Text fz={48} fw={800} lh={1} aria-hidden>
          {`${result.score}%`}
        </Text>
        <Text>{`Score: ${result.score}%`}</Text>
        <Text>{`Correct answers: ${result.correctAnswers}/${result.totalQuestions}`}</Text>
        <QuizStatusBadge status={result.submission.status} />
        <Group justify="center" mt="sm">
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
