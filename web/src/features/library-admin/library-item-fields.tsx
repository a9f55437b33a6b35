import { Checkbox, FileInput, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  LIBRARY_FILE_EXTENSIONS,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_TYPES,
  type LibraryItem,
  RECORDING_PLATFORMS,
} from '@sabora/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubjectChapterSelect } from '../../components/subject-chapter-select';
import { chapterHeading } from '../../lib/chapter-text';
import { formatBytes } from '../../lib/format';
import { isolate } from '../../lib/isolate';
import { platformKey, typeKey } from '../../lib/library-words';
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

/** A select's options: a blank prompt, then each value by its label. */
const choices = <T extends string>(prompt: string, values: readonly T[], labelOf: (value: T) => string) => [
  { value: '', label: prompt },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];

/** The library form's fields: the recording's fields or the material's file by type. */
export function LibraryItemFields({ values, bind, set, editing, file, disabled }: LibraryItemFieldsProps) {
  const { t } = useTranslation('library-admin');
  const subject = bind('subject');
  const chapter = bind('chapter');
  return (
    <>
      <TextInput label={t('fields.title')} required disabled={disabled} {...bind('title')} />
      <Textarea label={t('fields.description')} rows={3} disabled={disabled} {...bind('description')} />
      {editing ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.type')} value={t(typeKey(editing.type))} disabled readOnly />
          <TextInput label={t('fields.subject')} value={editing.subject.name} disabled readOnly />
          <TextInput label={t('fields.chapter')} value={chapterHeading(editing.chapter)} disabled readOnly />
        </SimpleGrid>
      ) : (
        <>
          <NativeSelect
            label={t('fields.type')}
            required
            disabled={disabled}
            data={choices(t('form.chooseType'), LIBRARY_TYPES, (type) => t(typeKey(type)))}
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
            subjectsFailure={() => t(LIBRARY_FAILURES.subjects)}
            chaptersFailure={() => t(LIBRARY_FAILURES.chapters)}
            errors={{ subject: subject.error, chapter: chapter.error }}
          />
        </>
      )}
      <TextInput
        label={t('fields.tags')}
        description={t('form.tagsHint')}
        placeholder={t('form.tagsPlaceholder')}
        disabled={disabled}
        {...bind('tags')}
      />
      <Checkbox
        label={t('form.isPublic')}
        checked={values.isPublic}
        disabled={disabled}
        onChange={(event) => set('isPublic', event.currentTarget.checked)}
      />
      {values.type === 'recording' ? (
        <>
          <TextInput
            label={t('fields.recordingUrl')}
            required
            type="url"
            disabled={disabled}
            {...bind('recordingUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.durationMinutes')}
              required
              type="number"
              min={1}
              disabled={disabled}
              {...bind('recordingDuration')}
            />
            <NativeSelect
              label={t('fields.recordingPlatform')}
              required
              disabled={disabled}
              data={choices(t('form.choosePlatform'), RECORDING_PLATFORMS, (platform) =>
                t(platformKey(platform)),
              )}
              {...bind('recordingPlatform')}
            />
          </SimpleGrid>
        </>
      ) : null}
      {values.type === 'material' ? (
        <FileInput
          label={t('fields.file')}
          required={!editing}
          description={
            editing?.file
              ? t('form.currentFile', { name: isolate(editing.file.originalName) })
              : t('form.fileRules', {
                  extensions: LIBRARY_FILE_EXTENSIONS.join(', '),
                  size: formatBytes(LIBRARY_FILE_MAX_BYTES),
                })
          }
          placeholder={t(editing ? 'form.keepFile' : 'form.chooseFile')}
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
