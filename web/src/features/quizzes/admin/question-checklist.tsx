import { Checkbox, Fieldset, Group, Input, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionBody } from '../../../components/question-body';
import { UserText } from '../../../components/user-text';
import { useSubjectQuestions } from '../../../lib/question-bank/use-subject-questions';

/** The checklist scrolls inside the form past this height, so the save button stays near. */
const CHECKLIST_MAX_HEIGHT = 420;

interface QuestionChecklistProps {
  subjectId: string;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Its problem ("Please select at least one question"), until a question is ticked. */
  error?: string;
}

/**
 * Every question of the subject's bank (GET /question-bank?subject=), each with its options and
 * right choice, ticked to put it in the quiz. A failed load silently reads as an
 * empty bank.
 */
export function QuestionChecklist({ subjectId, selected, onChange, error }: QuestionChecklistProps) {
  const { t } = useTranslation('quizzes');
  const errorId = useId();
  const bank = useSubjectQuestions(subjectId);
  const questions = bank.data ?? [];
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  let body: ReactNode;
  if (!subjectId) {
    body = <Text c="dimmed">{t('admin.checklist.chooseSubject')}</Text>;
  } else if (bank.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('admin.checklist.loading')}</Text>
      </Group>
    );
  } else if (questions.length === 0) {
    body = <Text c="dimmed">{t('admin.checklist.none')}</Text>;
  } else {
    body = (
      <ScrollArea.Autosize mah={CHECKLIST_MAX_HEIGHT} type="auto" offsetScrollbars>
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('admin.checklist.bank')}
        >
          {questions.map((question) => (
            <Paper key={question._id} component="li" withBorder p="sm" radius="sm">
              <Checkbox
                label={<UserText>{question.title}</UserText>}
                checked={selected.includes(question._id)}
                onChange={() => toggle(question._id)}
              />
              <Stack mt="xs" pl="xl">
                <QuestionBody question={question} compact />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Fieldset legend={t('admin.checklist.legend')} aria-describedby={error ? errorId : undefined}>
      <Stack gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t('admin.checklist.selected', { selected: selected.length })}
        </Text>
        {body}
        {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      </Stack>
    </Fieldset>
  );
}
