import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { countText } from '../../../lib/library-words';

interface PromptProps {
  onStay: () => void;
  onGo: () => void;
}

/** Closing mid-attempt first warns that the clock does not stop. */
export function LeavePrompt({ onStay, onGo }: PromptProps) {
  return (
    <Alert color="orange" title="Leave this quiz?" role="alert">
      <Stack gap="sm">
        <Text size="sm">
          The timer keeps running while the quiz is closed. Your answers are saved as you choose them: resume
          the quiz from the list, on this or another device, before the time runs out. When it runs out, the
          quiz is submitted for you with the answers you saved.
        </Text>
        <Group>
          <Button onClick={onStay} data-autofocus>
            Keep answering
          </Button>
          <Button variant="default" color="orange" onClick={onGo}>
            Leave quiz
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Submit asks first, and says how many questions are still unanswered (issue 18). */
export function SubmitPrompt({ unanswered, onStay, onGo }: PromptProps & { unanswered: number }) {
  return (
    <Alert color={unanswered > 0 ? 'orange' : 'blue'} title="Submit your answers?" role="alert">
      <Stack gap="sm">
        <Text size="sm">
          {unanswered > 0
            ? `${countText(unanswered, 'question')} ${unanswered === 1 ? 'is' : 'are'} unanswered and will count as wrong.`
            : 'Every question is answered.'}{' '}
          You cannot change your answers after submitting.
        </Text>
        <Group>
          <Button onClick={onGo} data-autofocus>
            Submit now
          </Button>
          <Button variant="default" onClick={onStay}>
            Keep answering
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
