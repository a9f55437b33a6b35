import { NativeSelect } from '@mantine/core';
import { MAX_PAGE_LIMIT } from '@sabora/contract';
import { useSubjects } from '../../subjects/api/use-subjects';

interface QuizSubjectSelectProps {
  value: string;
  onChange: (subjectId: string) => void;
}

/**
 * The subjects the reader manages (GET /subjects, one page of 100; teachers get their own), shown
 * by title or name. Staff spec §8: on the quiz screen a failed load silently leaves the list empty.
 */
export function QuizSubjectSelect({ value, onChange }: QuizSubjectSelectProps) {
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
      disabled={subjects.isPending}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
