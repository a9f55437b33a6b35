import { Button, EmptyState, Stack } from '@mantine/core';
import type { Chapter } from '@sabora/contract';
import { IconArrowLeft, IconEye, IconListDetails } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { FailureAlert } from '../../components/failure-alert';
import { PageHeader } from '../../components/page-header';
import { chapterHeading } from '../../lib/chapter-text';
import { useChapters } from '../../lib/queries/use-chapters';
import { useSubject } from '../../lib/queries/use-subject';
import { ChapterDetailsModal } from './components/chapter-details-modal';
import { ChapterSummary } from './components/chapter-summary';

/** /chapters/{subjectId} (spec §2.11): a read-only list of the subject's chapters with details. */
export function ChaptersPage() {
  const { subjectId = '' } = useParams();
  const subject = useSubject(subjectId);
  const chapters = useChapters(subjectId);
  const [details, setDetails] = useState<Chapter | null>(null);

  let body: ReactNode;
  if (subject.isError) {
    body = <FailureAlert title="Failed to fetch subject" onRetry={() => subject.refetch()} />;
  } else if (chapters.isError) {
    body = <FailureAlert title="Failed to fetch chapters" onRetry={() => chapters.refetch()} />;
  } else if (subject.isPending || chapters.isPending) {
    body = <CenteredLoader label="Loading chapters" />;
  } else if (chapters.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconListDetails size={32} />}
        title="No chapters found for this subject"
        description="Your teacher has not added chapters yet."
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    body = (
      <Stack>
        {chapters.data.map((chapter) => (
          <ChapterSummary
            key={chapter._id}
            chapter={chapter}
            actions={
              <Button
                variant="light"
                size="xs"
                leftSection={<IconEye size={14} />}
                aria-label={`View details of ${chapterHeading(chapter)}`}
                onClick={() => setDetails(chapter)}
              >
                View Details
              </Button>
            }
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={subject.data?.name ?? 'Chapters'}
        subtitle={subject.data ? `${subject.data.code} · Chapters` : undefined}
        actions={
          <Button component={Link} to="/subjects" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Subjects
          </Button>
        }
      />
      {body}
      {details ? <ChapterDetailsModal chapter={details} onClose={() => setDetails(null)} /> : null}
    </>
  );
}
