import { Button, EmptyState, Stack } from '@mantine/core';
import type { Chapter } from '@sabora/contract';
import { IconArrowLeft, IconEye, IconListDetails } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { FailureAlert } from '../../components/failure-alert';
import { PageHeader } from '../../components/page-header';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { useChapters } from '../../lib/chapters/use-chapters';
import { useSubject } from './api/use-subject';
import { useChapterWords } from './chapter-words';
import { ChapterDetailsModal } from './components/chapter-details-modal';
import { ChapterSummary } from './components/chapter-summary';

/** /chapters/{subjectId}: a read-only list of the subject's chapters with details. */
export function ChaptersPage() {
  const { t } = useTranslation('chapters');
  const { subjectId = '' } = useParams();
  const subject = useSubject(subjectId);
  const chapters = useChapters(subjectId);
  const [details, setDetails] = useState<Chapter | null>(null);
  const words = useChapterWords();

  let body: ReactNode;
  if (subject.isError) {
    body = <FailureAlert title={t('list.subjectFailed')} onRetry={() => subject.refetch()} />;
  } else if (chapters.isError) {
    body = <FailureAlert title={t('list.chaptersFailed')} onRetry={() => chapters.refetch()} />;
  } else if (subject.isPending || chapters.isPending) {
    body = <CenteredLoader label={t('list.loading')} />;
  } else if (chapters.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconListDetails size={32} />}
        title={t('list.emptyTitle')}
        description={t('list.empty')}
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
                aria-label={t('list.viewDetailsOf', { chapter: words.heading(chapter) })}
                onClick={() => setDetails(chapter)}
              >
                {t('list.viewDetails')}
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
        title={subject.data ? <UserText>{subject.data.name}</UserText> : t('list.title')}
        subtitle={
          subject.data ? (
            <Trans
              t={t}
              i18nKey="list.subtitle"
              values={{ code: subject.data.code }}
              components={USER_TEXT_TAGS}
            />
          ) : undefined
        }
        actions={
          <Button
            component={Link}
            to="/subjects"
            variant="default"
            leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
          >
            {t('list.back')}
          </Button>
        }
      />
      {body}
      {details ? <ChapterDetailsModal chapter={details} onClose={() => setDetails(null)} /> : null}
    </>
  );
}
