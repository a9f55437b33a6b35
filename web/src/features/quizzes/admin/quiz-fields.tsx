import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  QUIZ_DEFAULT_DURATION_MINUTES,
  QUIZ_MAX_DURATION_MINUTES,
  QUIZ_MIN_DURATION_MINUTES,
} from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { DueDatePicker } from '../../../components/due-date-picker';
import { SubjectSelect } from '../../../components/subject-select';
import { QuestionChecklist } from './question-checklist';
import { type QuizFormValues, withSubject } from './quiz-form-values';

interface QuizFieldsProps {
  values: QuizFormValues;
  onChange: (update: (values: QuizFormValues) => QuizFormValues) => void;
  /** Editing an existing item: a past due date is allowed with a warning (a new one refuses it). */
  existing?: boolean;
}

/** The quiz's fields, the same in the create form and the edit dialog (staff spec §2). */
export function QuizFields({ values, onChange, existing = false }: QuizFieldsProps) {
  const { t } = useTranslation('quizzes');
  const set = (patch: Partial<QuizFormValues>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <Stack>
      <TextInput
        label={t('admin.fields.title')}
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Textarea
        label={t('admin.fields.description')}
        rows={3}
        resize="vertical"
        value={values.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DueDatePicker
          label={t('admin.fields.dueDate')}
          pastDates={existing ? 'warn' : 'refuse'}
          value={values.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <TextInput
          label={t('admin.fields.duration')}
          description={t('admin.fields.durationHint', {
            min: QUIZ_MIN_DURATION_MINUTES,
            max: QUIZ_MAX_DURATION_MINUTES,
            fallback: QUIZ_DEFAULT_DURATION_MINUTES,
          })}
          inputMode="numeric"
          // Below the box, so the three boxes of the row stay level.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={values.durationMinutes}
          onChange={(event) => set({ durationMinutes: event.currentTarget.value })}
        />
        <SubjectSelect
          value={values.subject}
          onChange={(subject) => onChange((current) => withSubject(current, subject))}
        />
      </SimpleGrid>
      <QuestionChecklist
        subjectId={values.subject}
        selected={values.questions}
        onChange={(questions) => set({ questions })}
      />
    </Stack>
  );
}
