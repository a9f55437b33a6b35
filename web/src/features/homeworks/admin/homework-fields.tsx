import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
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
  const set = (patch: Partial<HomeworkFormValues>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <Stack>
      <TextInput
        label="Title"
        value={values.title}
        error={errors.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Textarea
        label="Text"
        description="What the students should do."
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
        subjectsFailure={() => 'Failed to load subjects'}
        chaptersFailure={() => 'Failed to load chapters'}
        errors={{ subject: errors.subject, chapter: errors.chapter }}
      />
      <SimpleGrid cols={{ base: 1, sm: correctionFile ? 3 : 2 }}>
        <DueDatePicker
          label="Due Date & Time"
          pastDates={existing ? 'warn' : 'refuse'}
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <AssignmentFileInput label="File" accept={HOMEWORK_FILE_ACCEPT} field={file} />
        {correctionFile ? (
          <AssignmentFileInput label="Correction File" accept={HOMEWORK_FILE_ACCEPT} field={correctionFile} />
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
