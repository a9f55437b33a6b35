import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { FileField } from './assignment-draft';

interface AssignmentFileInputProps {
  label: string;
  /** The kind's accepted types, e.g. '.pdf,.doc,.docx'. */
  accept: string;
  field: FileField;
  /** Shown on an edit when the item has no file yet (exams: 'This exam has no file yet.'). */
  noFileHint?: string;
}

/** One file of a homework or an exam: on an edit, an empty choice keeps the stored file. */
export function AssignmentFileInput({ label, accept, field, noFileHint }: AssignmentFileInputProps) {
  return (
    <FileInput
      label={label}
      description={field.current ? `Current: ${field.current}. Leave empty to keep it.` : noFileHint}
      placeholder={field.current ? 'Keep the current file' : 'Choose a file'}
      accept={accept}
      leftSection={<IconPaperclip size={16} />}
      clearable
      value={field.value}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
