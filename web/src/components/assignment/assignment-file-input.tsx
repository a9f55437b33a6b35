import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { USER_TEXT_TAGS } from '../user-text';
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
  const { t } = useTranslation();
  return (
    <FileInput
      label={label}
      description={
        field.current ? (
          <Trans
            t={t}
            i18nKey="assignment.currentFile"
            values={{ name: field.current }}
            components={USER_TEXT_TAGS}
          />
        ) : (
          noFileHint
        )
      }
      placeholder={field.current ? t('assignment.keepFile') : t('files.chooseOne')}
      accept={accept}
      leftSection={<IconPaperclip size={16} />}
      clearable
      value={field.value}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
