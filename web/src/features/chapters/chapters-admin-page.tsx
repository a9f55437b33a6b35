import { Alert, Button, EmptyState, Stack } from '@mantine/core';
import type { Chapter } from '@sabora/contract';
import { IconArrowLeft, IconListDetails, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { PageHeader } from '../../components/page-header';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { useChapters } from '../../lib/chapters/use-chapters';
import { useHomeworkCounts } from './api/use-homework-counts';
import { useSubject } from './api/use-subject';
import { AdminChapterCard } from './components/admin-chapter-card';
import { ChapterFormModal } from './components/chapter-form-modal';
import { DeleteChapterModal } from './components/delete-chapter-modal';

/** /chapters-admin/{subjectId}: one subject's chapters, added, edited, deleted. */
export function ChaptersAdminPage() {
  const { t } = useTranslation('chapters');
  const { subjectId = '' } = useParams();
  const subject = useSubject(subjectId);
  const chapters = useChapters(subjectId);
  // Without the counts (still loading, or refused) the cards simply show no homework badge.
  const homeworkCounts = useHomeworkCounts(subjectId);
  // The form and the delete dialog are mounted only while open: `null` is closed.
  const [form, setForm] = useState<{ chapter?: Chapter } | null>(null);
  const [deleting, setDeleting] = useState<Chapter | null>(null);

  let body: ReactNode;
  if (subject.isError || chapters.isError) {
    body = (
      <Alert color="red" role="alert" title={t('admin.loadFailed')}>
        <Button
          variant="light"
          color="red"
          size="xs"
          mt="xs"
          onClick={() => {
            if (subject.isError) subject.refetch();
            if (chapters.isError) chapters.refetch();
          }}
        >
          {t('admin.retry')}
        </Button>
      </Alert>
    );
  } else if (subject.isPending || chapters.isPending) {
    body = <CenteredLoader label={t('admin.loading')} />;
  } else if (chapters.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconListDetails size={32} />}
        title={t('admin.emptyTitle')}
        description={t('admin.empty')}
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    body = (
      <Stack>
        {chapters.data.map((chapter) => (
          <AdminChapterCard
            key={chapter._id}
            chapter={chapter}
            homeworkCount={homeworkCounts.data ? (homeworkCounts.data[chapter._id] ?? 0) : undefined}
            onEdit={() => setForm({ chapter })}
            onDelete={() => setDeleting(chapter)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={subject.data ? <UserText>{subject.data.name}</UserText> : t('admin.title')}
        subtitle={
          subject.data ? (
            <Trans
              t={t}
              i18nKey="admin.subtitle"
              values={{ code: subject.data.code }}
              components={USER_TEXT_TAGS}
            />
          ) : undefined
        }
        actions={
          <>
            <Button
              component={Link}
              to="/subjects-admin"
              variant="default"
              leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
            >
              {t('admin.back')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!chapters.isSuccess}
              onClick={() => setForm({})}
            >
              {t('admin.add')}
            </Button>
          </>
        }
      />
      {body}
      {form ? (
        <ChapterFormModal
          subjectId={subjectId}
          chapters={chapters.data ?? []}
          chapter={form.chapter}
          onClose={() => setForm(null)}
        />
      ) : null}
      {deleting ? <DeleteChapterModal chapter={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
