import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

export interface FileRules {
  /** Allowed extensions without the dot, e.g. ['pdf', 'docx']. */
  extensions: readonly string[];
  maxBytes: number;
  maxCount: number;
}

interface FilesSubmitFormProps {
  /** The file chooser's label, e.g. "Your answer files". */
  label: string;
  rules: FileRules;
  submitLabel: string;
  /** A submit is in progress: the button shows it and cannot be pressed again. */
  pending: boolean;
  onSubmit: (files: File[]) => void;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The rules in one line, for the file chooser's description. */
export const fileRulesText = (rules: FileRules) =>
  `Up to ${rules.maxCount} files of ${megabytes(rules.maxBytes)} each: ${rules.extensions.join(', ')}`;

/** Why the chosen files would be refused (the server says the same in the same words), or null. */
export function filesProblem(files: readonly File[], rules: FileRules): string | null {
  if (files.length > rules.maxCount) return `At most ${rules.maxCount} file(s) can be uploaded at once.`;
  for (const file of files) {
    if (!file.name.includes('.') || !rules.extensions.includes(extensionOf(file.name))) {
      return `${file.name} is not an accepted file type (allowed: ${rules.extensions.join(', ')}).`;
    }
    if (file.size > rules.maxBytes) return `${file.name} is larger than ${megabytes(rules.maxBytes)}.`;
  }
  return null;
}

/**
 * Choose several files and send them together. Submit stays disabled while nothing (or nothing
 * acceptable) is chosen and while a submit is in progress.
 */
export function FilesSubmitForm({ label, rules, submitLabel, pending, onSubmit }: FilesSubmitFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const problem = filesProblem(files, rules);
  const ready = files.length > 0 && problem === null && !pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready) onSubmit(files);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label={label}
          description={fileRulesText(rules)}
          placeholder="Choose files"
          multiple
          clearable
          accept={rules.extensions.map((ext) => `.${ext}`).join(',')}
          value={files}
          onChange={setFiles}
          error={problem}
          disabled={pending}
          leftSection={<IconPaperclip size={16} />}
        />
        <Group>
          <Button type="submit" disabled={!ready} loading={pending} leftSection={<IconUpload size={16} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
