import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileField } from '../../../components/assignment/assignment-draft';
import { AssignmentFileInput } from '../../../components/assignment/assignment-file-input';
import { DueDatePicker } from '../../../components/due-date-picker';
import { SubjectSelect } from '../../../components/subject-select';
import { EXAM_FILE_ACCEPT, type ExamFormValues } from './exam-form-values';

interface ExamFieldsProps {
  values: ExamFormValues;
  onChange: (update: (values: ExamFormValues) => ExamFormValues) => void;
  /** Each field's message, shown at the field. */
  errors: Partial<Record<string, string>>;
  /** The exam paper; on an edit `current` names the stored one. */
  file: FileField;
  /** Editing an existing item: a past due date is allowed with a warning (a new one refuses it). */
  existing?: boolean;
}

/** Title, description, due date and time, subject and file: the upload form and the edit dialog. */
export function ExamFields({ values, onChange, errors, file, existing = false }: ExamFieldsProps) {
  const { t } = useTranslation('exams');
  const set = (patch: Partial<ExamFormValues>) => onChange((current) => ({ ...current, ...patch }));
  const editing = file.current !== undefined;
  return (
    <Stack>
      <TextInput
        label={t('admin.fields.title')}
        value={values.title}
        error={errors.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Textarea
        label={t('admin.fields.description')}
        rows={3}
        resize="vertical"
        value={values.description}
        error={errors.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DueDatePicker
          label={t('admin.fields.dueDate')}
          pastDates={existing ? 'warn' : 'refuse'}
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <SubjectSelect
          value={values.subject}
          error={errors.subject}
          onChange={(subject) => set({ subject })}
          loadError={t('admin.fields.subjectsFailed')}
        />
      </SimpleGrid>
      <AssignmentFileInput
        label={t(editing ? 'admin.fields.newFile' : 'admin.fields.file')}
        accept={EXAM_FILE_ACCEPT}
        field={file}
        noFileHint={editing ? t('admin.fields.noFile') : undefined}
      />
    </Stack>
  );
}
