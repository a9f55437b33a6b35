import { NativeSelect } from '@mantine/core';
import { MAX_PAGE_LIMIT } from '@sabora/contract';
import { useSubjects } from '../../subjects/api/use-subjects';

interface SubjectSelectProps {
  value: string;
  onChange: (subjectId: string) => void;
}

/** The subjects the reader manages (teachers get their own), each shown by its title or name. */
export function SubjectSelect({ value, onChange }: SubjectSelectProps) {
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
      disabled={!subjects.isSuccess}
      error={subjects.isError ? 'Failed to load subjects' : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
