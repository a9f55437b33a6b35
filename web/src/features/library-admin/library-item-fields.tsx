import { Checkbox, FileInput, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  LIBRARY_FILE_EXTENSIONS,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_TYPES,
  type LibraryItem,
  RECORDING_PLATFORMS,
} from '@sabora/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { SubjectChapterSelect } from '../../components/subject-chapter-select';
import { chapterHeading } from '../../lib/chapter-text';
import { formatBytes } from '../../lib/format';
import { PLATFORM_LABELS, TYPE_LABELS } from '../../lib/library-words';
import type { FieldBinding } from '../../lib/use-form-values';
import { LIBRARY_FILE_ACCEPT, type LibraryFormValues } from './library-form-values';
import { LIBRARY_FAILURES } from './library-words';

interface LibraryItemFieldsProps {
  values: LibraryFormValues;
  bind: (name: Exclude<keyof LibraryFormValues, 'isPublic'>) => FieldBinding;
  set: <K extends keyof LibraryFormValues>(name: K, value: LibraryFormValues[K]) => void;
  /** Edit: the item, whose type, subject and chapter stay as they are. Add: null. */
  editing: LibraryItem | null;
  file: { value: File | null; error: string | undefined; onChange: (file: File | null) => void };
  disabled: boolean;
}

const FILE_RULES_TEXT = `${LIBRARY_FILE_EXTENSIONS.join(', ')}, up to ${formatBytes(LIBRARY_FILE_MAX_BYTES)}`;

/** A select's options: a blank prompt, then each value by its label. */
const choices = <T extends string>(prompt: string, values: readonly T[], labels: Record<T, string>) => [
  { value: '', label: prompt },
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** The library form's fields (staff spec §5): the recording's fields or the material's file by type. */
export function LibraryItemFields({ values, bind, set, editing, file, disabled }: LibraryItemFieldsProps) {
  const subject = bind('subject');
  const chapter = bind('chapter');
  return (
    <>
      <TextInput label="Title" required disabled={disabled} {...bind('title')} />
      <Textarea label="Description" rows={3} disabled={disabled} {...bind('description')} />
      {editing ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Type" value={TYPE_LABELS[editing.type]} disabled readOnly />
          <TextInput label="Subject" value={editing.subject.name} disabled readOnly />
          <TextInput label="Chapter" value={chapterHeading(editing.chapter)} disabled readOnly />
        </SimpleGrid>
      ) : (
        <>
          <NativeSelect
            label="Type"
            required
            disabled={disabled}
            data={choices('Choose a type', LIBRARY_TYPES, TYPE_LABELS)}
            {...bind('type')}
          />
          <SubjectChapterSelect
            subjectId={values.subject}
            chapterId={values.chapter}
            onSubjectChange={(id) => {
              set('subject', id);
              set('chapter', '');
            }}
            onChapterChange={(id) => set('chapter', id)}
            subjectsFailure={() => LIBRARY_FAILURES.subjects}
            chaptersFailure={() => LIBRARY_FAILURES.chapters}
            errors={{ subject: subject.error, chapter: chapter.error }}
          />
        </>
      )}
      <TextInput
        label="Tags"
        description="Separate tags with commas"
        placeholder="algebra, revision"
        disabled={disabled}
        {...bind('tags')}
      />
      <Checkbox
        label="Visible to everyone signed in"
        checked={values.isPublic}
        disabled={disabled}
        onChange={(event) => set('isPublic', event.currentTarget.checked)}
      />
      {values.type === 'recording' ? (
        <>
          <TextInput
            label="Recording URL"
            required
            type="url"
            disabled={disabled}
            {...bind('recordingUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Duration (minutes)"
              required
              type="number"
              min={1}
              disabled={disabled}
              {...bind('recordingDuration')}
            />
            <NativeSelect
              label="Platform"
              required
              disabled={disabled}
              data={choices('Choose a platform', RECORDING_PLATFORMS, PLATFORM_LABELS)}
              {...bind('recordingPlatform')}
            />
          </SimpleGrid>
        </>
      ) : null}
      {values.type === 'material' ? (
        <FileInput
          label="File"
          required={!editing}
          description={
            editing?.file
              ? `Current: ${editing.file.originalName}. Choose a file to replace it.`
              : FILE_RULES_TEXT
          }
          placeholder={editing ? 'Keep the current file' : 'Choose a file'}
          accept={LIBRARY_FILE_ACCEPT}
          leftSection={<IconPaperclip size={16} />}
          clearable
          disabled={disabled}
          {...file}
        />
      ) : null}
    </>
  );
}
