import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { MAX_PAGE_LIMIT } from '@sabora/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chapterHeading } from '../lib/chapter-text';
import { useChapters } from '../lib/chapters/use-chapters';
import { useSubjects } from '../lib/subjects/use-subjects';

interface SubjectChapterSelectProps {
  subjectId: string;
  chapterId: string;
  /** The owner resets the chapter when the subject changes. */
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
  emptyLabels,
  errors,
}: SubjectChapterSelectProps) {
  const { t } = useTranslation();
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });
  const chapters = useChapters(subjectId);

  const subjectOptions = [
    {
      value: '',
      label: subjects.isPending ? t('subjects.loading') : (emptyLabels?.subject ?? t('subjects.choose')),
    },
    ...(subjects.data?.data ?? []).map((subject) => ({
      value: subject._id,
      label: subject.title || subject.name,
    })),
  ];
  let chapterPrompt = emptyLabels?.chapter ?? t('chapter.choose');
  if (!subjectId) chapterPrompt = t('chapter.chooseSubjectFirst');
  else if (chapters.isPending) chapterPrompt = t('chapter.loading');
  else if (chapters.data?.length === 0) chapterPrompt = t('chapter.none');
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
          label={t('subjects.subject')}
          data={subjectOptions}
          value={subjectId}
          disabled={!subjects.isSuccess}
          error={errors?.subject}
          onChange={(event) => onSubjectChange(event.currentTarget.value)}
          miw={220}
        />
        <NativeSelect
          label={t('chapter.label')}
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
          <Button variant="light" color="red" size="xs" ms="sm" onClick={failure.retry}>
            {t('actions.tryAgain')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
