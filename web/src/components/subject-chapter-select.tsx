import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { MAX_PAGE_LIMIT } from '@sabora/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { chapterHeading } from '../lib/chapter-text';
import { useChapters } from '../lib/queries/use-chapters';
import { useSubjects } from '../lib/queries/use-subjects';

interface SubjectChapterSelectProps {
  subjectId: string;
  chapterId: string;
  /** The owner resets the chapter when the subject changes (staff spec §4). */
  onSubjectChange: (subjectId: string) => void;
  onChapterChange: (chapterId: string) => void;
  /** The screen's own failure texts, e.g. "Failed to fetch chapters: …" or "Failed to load chapters". */
  subjectsFailure: (error: Error) => string;
  chaptersFailure: (error: Error) => string;
  /** The blank choices' texts in a filter, e.g. "All Subjects" and "All Chapters" (a form asks to choose). */
  emptyLabels?: { subject: string; chapter: string };
  /** The form's messages for the fields, e.g. "Chapter is required". */
  errors?: { subject?: string; chapter?: string };
}

/**
 * Subject, then chapter: the subjects the reader manages (GET /subjects, one page of 100; teachers
 * get their own), then the chosen subject's chapters (GET /chapters/subject/{id}).
 */
export function SubjectChapterSelect({
  subjectId,
  chapterId,
  onSubjectChange,
  onChapterChange,
  subjectsFailure,
  chaptersFailure,
  emptyLabels = { subject: 'Choose a subject', chapter: 'Choose a chapter' },
  errors,
}: SubjectChapterSelectProps) {
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });
  const chapters = useChapters(subjectId);

  const subjectOptions = [
    { value: '', label: subjects.isPending ? 'Loading subjects…' : emptyLabels.subject },
    ...(subjects.data?.data ?? []).map((subject) => ({
      value: subject._id,
      label: subject.title || subject.name,
    })),
  ];
  let chapterPrompt = emptyLabels.chapter;
  if (!subjectId) chapterPrompt = 'Choose a subject first';
  else if (chapters.isPending) chapterPrompt = 'Loading chapters…';
  else if (chapters.data?.length === 0) chapterPrompt = 'This subject has no chapters';
  const chapterOptions = [
    { value: '', label: chapterPrompt },
    ...(chapters.data ?? []).map((chapter) => ({ value: chapter._id, label: chapterHeading(chapter) })),
  ];

  const failure = subjects.isError
    ? { text: subjectsFailure(subjects.error), retry: () => subjects.refetch() }
    : chapters.isError
      ? { text: chaptersFailure(chapters.error), retry: () => chapters.refetch() }
      : null;

  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect
          label="Subject"
          data={subjectOptions}
          value={subjectId}
          disabled={!subjects.isSuccess}
          error={errors?.subject}
          onChange={(event) => onSubjectChange(event.currentTarget.value)}
          miw={220}
        />
        <NativeSelect
          label="Chapter"
          data={chapterOptions}
          value={chapterId}
          disabled={!chapters.isSuccess}
          error={errors?.chapter}
          onChange={(event) => onChapterChange(event.currentTarget.value)}
          miw={220}
        />
      </Group>
      {failure ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} />}>
          {failure.text}
          <Button variant="light" color="red" size="xs" ml="sm" onClick={failure.retry}>
            Try Again
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
