import { FileInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { DueDatePicker } from '../../../components/due-date-picker';
import { SubjectChapterSelect } from '../../../components/subject-chapter-select';
import { HOMEWORK_FILE_ACCEPT, type HomeworkFormValues, withSubject } from './homework-form-values';
import { QuestionPicker } from './question-picker';

interface FileField {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The name of the file already stored (edit), kept when no new one is chosen. */
  current?: string | null;
}

interface HomeworkFieldsProps {
  values: HomeworkFormValues;
  onChange: (update: (values: HomeworkFormValues) => HomeworkFormValues) => void;
  file: FileField;
  /** Edit only. */
  correctionFile?: FileField;
}

function fileHint(current: string | null | undefined) {
  return current ? `Current: ${current}. Leave empty to keep it.` : undefined;
}

/** The homework's fields, the same for the upload form and the edit dialog. */
export function HomeworkFields({ values, onChange, file, correctionFile }: HomeworkFieldsProps) {
  const set = (patch: Partial<HomeworkFormValues>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <Stack>
      <TextInput
        label="Title"
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Textarea
        label="Text"
        description="What the students should do."
        rows={3}
        resize="vertical"
        value={values.text}
        onChange={(event) => set({ text: event.currentTarget.value })}
      />
      <SubjectChapterSelect
        subjectId={values.subject}
        chapterId={values.chapter}
        onSubjectChange={(subject) => onChange((current) => withSubject(current, subject))}
        onChapterChange={(chapter) => set({ chapter })}
        subjectsFailure={() => 'Failed to load subjects'}
        chaptersFailure={() => 'Failed to load chapters'}
      />
      <SimpleGrid cols={{ base: 1, sm: correctionFile ? 3 : 2 }}>
        <DueDatePicker
          label="Due Date & Time"
          value={values.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <FileInput
          label="File"
          description={fileHint(file.current)}
          placeholder={file.current ? 'Keep the current file' : 'Choose a file'}
          accept={HOMEWORK_FILE_ACCEPT}
          leftSection={<IconPaperclip size={16} />}
          clearable
          value={file.value}
          onChange={file.onChange}
        />
        {correctionFile ? (
          <FileInput
            label="Correction File"
            description={fileHint(correctionFile.current)}
            placeholder={correctionFile.current ? 'Keep the current file' : 'Choose a file'}
            accept={HOMEWORK_FILE_ACCEPT}
            leftSection={<IconPaperclip size={16} />}
            clearable
            value={correctionFile.value}
            onChange={correctionFile.onChange}
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
