import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../../../lib/touch-target';

interface PromptProps {
  onStay: () => void;
  onGo: () => void;
}

/** Closing mid-attempt first warns that the clock does not stop. */
export function LeavePrompt({ onStay, onGo }: PromptProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Alert color="orange" title={t('student.prompt.leaveTitle')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t('student.prompt.leaveText')}</Text>
        <Group>
          <Button mih={TOUCH_TARGET} onClick={onStay} data-autofocus>
            {t('student.prompt.keepAnswering')}
          </Button>
          <Button mih={TOUCH_TARGET} variant="default" color="orange" onClick={onGo}>
            {t('student.prompt.leaveQuiz')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Submit asks first, and says how many questions are still unanswered. */
export function SubmitPrompt({ unanswered, onStay, onGo }: PromptProps & { unanswered: number }) {
  const { t } = useTranslation('quizzes');
  return (
    <Alert color={unanswered > 0 ? 'orange' : 'blue'} title={t('student.prompt.submitTitle')} role="alert">
      <Stack gap="sm">
        <Text size="sm">
          {unanswered > 0
            ? t('student.prompt.unanswered', { count: unanswered })
            : t('student.prompt.allAnswered')}{' '}
          {t('student.prompt.noChange')}
        </Text>
        <Group>
          <Button mih={TOUCH_TARGET} onClick={onGo} data-autofocus>
            {t('student.prompt.submitNow')}
          </Button>
          <Button mih={TOUCH_TARGET} variant="default" onClick={onStay}>
            {t('student.prompt.keepAnswering')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
