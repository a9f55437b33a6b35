import { NativeSelect } from '@mantine/core';
import { MAX_PAGE_LIMIT } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { useSubjects } from '../lib/subjects/use-subjects';

interface SubjectSelectProps {
  value: string;
  onChange: (subjectId: string) => void;
  /**
   * Shown under the select when the subjects fail to load (the select stays disabled). Without it
   * a failed load silently leaves the list empty, as the quiz screen's question bank does.
   */
  loadError?: string;
  /** The form's message for the field, e.g. "Subject is required". */
  error?: string;
  /** The blank choice's text: "Choose a subject" in a form, e.g. "All Subjects" in a filter. */
  emptyLabel?: string;
}

/** The subjects the reader manages (GET /subjects, one page of 100; teachers get their own), by title or name. */
export function SubjectSelect({ value, onChange, loadError, error, emptyLabel }: SubjectSelectProps) {
  const { t } = useTranslation();
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });
  return (
    <NativeSelect
      label={t('subjects.subject')}
      data={[
        {
          value: '',
          label: subjects.isPending ? t('subjects.loading') : (emptyLabel ?? t('subjects.choose')),
        },
        ...(subjects.data?.data ?? []).map((subject) => ({
          value: subject._id,
          label: subject.title || subject.name,
        })),
      ]}
      value={value}
      disabled={loadError ? !subjects.isSuccess : subjects.isPending}
      error={loadError && subjects.isError ? loadError : error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
