import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnswerSaveStatus } from '../lib/use-answer-saver';

/** Whether the chosen answers are safe on the server, read out politely when it changes. */
export function SaveState({ status }: { status: AnswerSaveStatus }) {
  const { t } = useTranslation();
  return (
    <Text
      size="xs"
      c={status === 'retrying' || status === 'refused' ? 'orange.8' : 'dimmed'}
      aria-live="polite"
    >
      {status === 'idle' ? '' : t(`answerSave.${status}`)}
    </Text>
  );
}
