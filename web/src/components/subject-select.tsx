import { NativeSelect } from '@mantine/core';
import { MAX_PAGE_LIMIT } from '@sabora/contract';
import { useSubjects } from '../lib/queries/use-subjects';

interface SubjectSelectProps {
  value: string;
  onChange: (subjectId: string) => void;
  /**
   * Shown under the select when the subjects fail to load (the select stays disabled). Without it
   * a failed load silently leaves the list empty, as staff spec §8 says of the quiz screen.
   */
  loadError?: string;
}

/** The subjects the reader manages (GET /subjects, one page of 100; teachers get their own), by title or name. */
export function SubjectSelect({ value, onChange, loadError }: SubjectSelectProps) {
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });
  return (
    <NativeSelect
      label="Subject"
      data={[
        { value: '', label: subjects.isPending ? 'Loading subjects…' : 'Choose a subject' },
        ...(subjects.data?.data ?? []).map((subject) => ({
          value: subject._id,
          label: subject.title || subject.name,
        })),
      ]}
      value={value}
      disabled={loadError ? !subjects.isSuccess : subjects.isPending}
      error={loadError && subjects.isError ? loadError : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
