import { Alert, Button, Checkbox, Collapse, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isMultipleChoice, type Question, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { Pager } from '../../../components/pager';
import { QuestionBody } from '../../../components/question-body';
import { UserText } from '../../../components/user-text';
import { reasonOf } from '../../../lib/form-rules';
import { isolate } from '../../../lib/isolate';
import { useSubjectQuestions } from '../../../lib/question-bank/use-subject-questions';

/**
 * The multiple-choice picker shows 10 questions a page. Not in the contract yet
 * (HOMEWORKS_PAGE_SIZE is the homework list's size, the same number by coincidence).
 */
const MCQ_PICKER_PAGE_SIZE = 10;

interface QuestionPickerProps {
  subjectId: string;
  chapterId: string;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

function PickerRow({
  question,
  checked,
  onToggle,
}: {
  question: Question;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('homeworks');
  const [open, { toggle }] = useDisclosure(false);
  const previewId = useId();
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={question.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Checkbox label={<UserText>{question.title}</UserText>} checked={checked} onChange={onToggle} />
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={open ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          aria-expanded={open}
          aria-controls={previewId}
          aria-label={t(open ? 'admin.picker.hideNamed' : 'admin.picker.previewNamed', {
            title: isolate(question.title),
          })}
          onClick={toggle}
        >
          {t(open ? 'admin.picker.hide' : 'admin.picker.preview')}
        </Button>
      </Group>
      <Collapse expanded={open} id={previewId} keepMounted={false}>
        <Stack mt="xs" pl="lg">
          <QuestionBody question={question} compact />
        </Stack>
      </Collapse>
    </Paper>
  );
}

/**
 * Attach multiple-choice questions (more than one non-empty option) of the chosen chapter, 10 a
 * page. Questions already attached from another chapter of the subject stay listed, so they can
 * still be removed.
 */
export function QuestionPicker({ subjectId, chapterId, selected, onChange }: QuestionPickerProps) {
  const { t } = useTranslation('homeworks');
  const bank = useSubjectQuestions(chapterId ? subjectId : '');
  // The page belongs to the chapter it was chosen in: another chapter starts at its first page.
  const [paging, setPaging] = useState({ chapterId, page: 1 });
  const page = paging.chapterId === chapterId ? paging.page : 1;

  const choices = (bank.data ?? []).filter(
    (question) =>
      isMultipleChoice(question) && (question.chapter === chapterId || selected.includes(question._id)),
  );
  const totalPages = Math.max(1, Math.ceil(choices.length / MCQ_PICKER_PAGE_SIZE));
  const shown = choices.slice(
    (Math.min(page, totalPages) - 1) * MCQ_PICKER_PAGE_SIZE,
    Math.min(page, totalPages) * MCQ_PICKER_PAGE_SIZE,
  );
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  let body: ReactNode;
  if (!chapterId) {
    body = (
      <Text size="sm" c="dimmed">
        {t('admin.picker.chooseChapter')}
      </Text>
    );
  } else if (bank.isPending) {
    body = <CenteredLoader label={t('admin.picker.loading')} />;
  } else if (bank.isError) {
    body = (
      <Alert color="red" role="alert" title={t('admin.picker.loadFailed', { reason: reasonOf(bank.error) })}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => bank.refetch()}>
          {t('admin.picker.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (choices.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('admin.picker.none')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('admin.picker.list')}
        >
          {shown.map((question) => (
            <PickerRow
              key={question._id}
              question={question}
              checked={selected.includes(question._id)}
              onToggle={() => toggle(question._id)}
            />
          ))}
        </Stack>
        <Pager
          page={Math.min(page, totalPages)}
          totalPages={totalPages}
          onChange={(next) => setPaging({ chapterId, page: next })}
          windowSize={SUBJECTS_PAGER_WINDOW}
          label={t('admin.picker.pages')}
        />
      </Stack>
    );
  }

  return (
    <Fieldset legend={t('admin.picker.legend')}>
      <Stack gap="sm">
        <Text size="sm" aria-live="polite">
          {t('admin.picker.attached', { count: selected.length })}
        </Text>
        {body}
      </Stack>
    </Fieldset>
  );
}
