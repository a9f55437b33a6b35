import { Text } from '@mantine/core';
import type { AnswerSaveStatus } from '../lib/use-answer-saver';

const SAVE_WORDS: Record<AnswerSaveStatus, string> = {
  idle: '',
  saving: 'Saving your answers…',
  saved: 'Answers saved',
  retrying: 'Answers not saved yet: trying again…',
  refused: 'Answers can no longer be saved.',
};

/** Whether the chosen answers are safe on the server, read out politely when it changes. */
export function SaveState({ status }: { status: AnswerSaveStatus }) {
  return (
    <Text
      size="xs"
      c={status === 'retrying' || status === 'refused' ? 'orange.8' : 'dimmed'}
      aria-live="polite"
    >
      {SAVE_WORDS[status]}
    </Text>
  );
}
