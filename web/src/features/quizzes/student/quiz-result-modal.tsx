import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizSubmitReply } from '@sabora/contract';
import { QuizStatusBadge } from './quiz-status-badge';

interface QuizResultModalProps {
  title: string;
  result: QuizSubmitReply;
  /** The clock reached zero: the quiz went in without the student pressing Submit. */
  timeRanOut: boolean;
  onClose: () => void;
}

/** Spec §4 step 6: the graded attempt, straight after the submit. */
export function QuizResultModal({ title, result, timeRanOut, onClose }: QuizResultModalProps) {
  return (
    <Modal opened onClose={onClose} title="Quiz Result" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm" align="center">
        {timeRanOut ? (
          <Alert color="orange" title="Time ran out" role="status" w="100%">
            Your quiz was submitted for you with the answers you had chosen.
          </Alert>
        ) : null}
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
