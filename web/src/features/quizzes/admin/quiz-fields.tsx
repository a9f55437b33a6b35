import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  QUIZ_DEFAULT_DURATION_MINUTES,
  QUIZ_MAX_DURATION_MINUTES,
  QUIZ_MIN_DURATION_MINUTES,
  QUIZ_SHOW_CORRECT_ANSWERS,
  showCorrectAnswersSchema,
} from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { DueDatePicker } from '../../../components/due-date-picker';
import { SubjectSelect } from '../../../components/subject-select';
import { QuestionChecklist } from './question-checklist';
import type { QuizFormValues } from './quiz-form-values';

interface QuizFieldsProps {
  values: QuizFormValues;
  /** Sets one field, which clears its message (lib/use-form-values.ts). */
  set: <K extends keyof QuizFormValues>(name: K, value: QuizFormValues[K]) => void;
  /** Each field's message, shown at the field. */
  errors: Partial<Record<string, string>>;
  /** Editing an existing item: a past due date is allowed with a warning (a new one refuses it). */
  existing?: boolean;
}

/** The quiz's fields, the same in the create form and the edit dialog. */
export function QuizFields({ values, set, errors, existing = false }: QuizFieldsProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Stack>
      <TextInput
        label={t('admin.fields.title')}
        value={values.title}
        error={errors.title}
        onChange={(event) => set('title', event.currentTarget.value)}
      />
      <Textarea
        label={t('admin.fields.description')}
        rows={3}
        resize="vertical"
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DueDatePicker
          label={t('admin.fields.dueDate')}
          pastDates={existing ? 'warn' : 'refuse'}
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(dueDate) => set('dueDate', dueDate)}
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
          error={errors.durationMinutes}
          onChange={(event) => set('durationMinutes', event.currentTarget.value)}
        />
        <SubjectSelect
          value={values.subject}
          error={errors.subject}
          onChange={(subject) => {
            // Another subject has another question bank: the ticked questions are cleared.
            set('subject', subject);
            set('questions', []);
          }}
        />
      </SimpleGrid>
      <NativeSelect
        label={t('admin.fields.showCorrectAnswers')}
        description={t('admin.fields.showCorrectAnswersHint')}
        data={QUIZ_SHOW_CORRECT_ANSWERS.map((when) => ({
          value: when,
          label: t(`admin.showCorrectAnswers.${when}`),
        }))}
        value={values.showCorrectAnswers}
        error={errors.showCorrectAnswers}
        onChange={(event) => {
          const when = showCorrectAnswersSchema.safeParse(event.currentTarget.value);
          if (when.success) set('showCorrectAnswers', when.data);
        }}
      />
      <QuestionChecklist
        subjectId={values.subject}
        selected={values.questions}
        error={errors.questions}
        onChange={(questions) => set('questions', questions)}
      />
    </Stack>
  );
}
