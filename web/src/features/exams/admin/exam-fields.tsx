import { FileInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { DueDatePicker } from '../../../components/due-date-picker';
import { SubjectSelect } from '../../../components/subject-select';
import { EXAM_FILE_ACCEPT, type ExamFormValues } from './exam-form-values';

interface ExamFieldsProps {
  values: ExamFormValues;
  onChange: (patch: Partial<ExamFormValues>) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Edit: the exam's current file, kept when no new one is chosen. */
  currentFile?: string | null;
}

/** Title, description, due date and time, subject and file: the upload form and the edit dialog. */
export function ExamFields({ values, onChange, file, onFileChange, currentFile }: ExamFieldsProps) {
  const editing = currentFile !== undefined;
  return (
    <Stack>
      <TextInput
        label="Title"
        value={values.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        rows={3}
        resize="vertical"
        value={values.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DueDatePicker
          label="Due Date & Time"
          value={values.dueDate}
          onChange={(dueDate) => onChange({ dueDate })}
        />
        <SubjectSelect
          value={values.subject}
          onChange={(subject) => onChange({ subject })}
          loadError="Failed to load subjects"
        />
      </SimpleGrid>
      <FileInput
        label={editing ? 'New File (optional)' : 'File'}
        description={
          editing
            ? currentFile
              ? `Current: ${currentFile}. Leave empty to keep it.`
              : 'This exam has no file yet.'
            : undefined
        }
        placeholder={editing && currentFile ? 'Keep the current file' : 'Choose a file'}
        accept={EXAM_FILE_ACCEPT}
        leftSection={<IconPaperclip size={16} />}
        clearable
        value={file}
        onChange={onFileChange}
      />
    </Stack>
  );
}
