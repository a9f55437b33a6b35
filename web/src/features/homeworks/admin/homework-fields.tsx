import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileField } from '../../../components/assignment/assignment-draft';
import { AssignmentFileInput } from '../../../components/assignment/assignment-file-input';
import { DueDatePicker } from '../../../components/due-date-picker';
import { SubjectChapterSelect } from '../../../components/subject-chapter-select';
import { HOMEWORK_FILE_ACCEPT, type HomeworkFormValues, withSubject } from './homework-form-values';
import { QuestionPicker } from './question-picker';

interface HomeworkFieldsProps {
  values: HomeworkFormValues;
  onChange: (update: (values: HomeworkFormValues) => HomeworkFormValues) => void;
  /** Each field's message, shown at the field. */
  errors: Partial<Record<string, string>>;
  file: FileField;
  /** Edit only. */
  correctionFile?: FileField;
  /** Editing an existing item: a past due date is allowed with a warning (a new one refuses it). */
  existing?: boolean;
}

/** The homework's fields, the same for the upload form and the edit dialog. */
export function HomeworkFields({
  values,
  onChange,
  errors,
  file,
  correctionFile,
  existing = false,
}: HomeworkFieldsProps) {
  const { t } = useTranslation('homeworks');
  const set = (patch: Partial<HomeworkFormValues>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <Stack>
      <TextInput
        label={t('admin.fields.title')}
        value={values.title}
        error={errors.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Textarea
        label={t('admin.fields.text')}
        description={t('admin.fields.textHint')}
        rows={3}
        resize="vertical"
        value={values.text}
        error={errors.text}
        onChange={(event) => set({ text: event.currentTarget.value })}
      />
      <SubjectChapterSelect
        subjectId={values.subject}
        chapterId={values.chapter}
        onSubjectChange={(subject) => onChange((current) => withSubject(current, subject))}
        onChapterChange={(chapter) => set({ chapter })}
        subjectsFailure={() => t('admin.fields.subjectsFailed')}
        chaptersFailure={() => t('admin.fields.chaptersFailed')}
        errors={{ subject: errors.subject, chapter: errors.chapter }}
      />
      <SimpleGrid cols={{ base: 1, sm: correctionFile ? 3 : 2 }}>
        <DueDatePicker
          label={t('admin.fields.dueDate')}
          pastDates={existing ? 'warn' : 'refuse'}
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <AssignmentFileInput label={t('admin.fields.file')} accept={HOMEWORK_FILE_ACCEPT} field={file} />
        {correctionFile ? (
          <AssignmentFileInput
            label={t('admin.fields.correctionFile')}
            accept={HOMEWORK_FILE_ACCEPT}
            field={correctionFile}
          />
        ) : null}
      </SimpleGrid>
      <QuestionPicker
        subjectId={values.subject}
        chapterId={values.chapter}
        selected={values.questions}
        onChange={(questions) => set({ questions })}
      />
    </Stack>
  );
}
