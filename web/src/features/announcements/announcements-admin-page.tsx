import { Button, Card, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Announcement } from '@sabora/contract';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '../../components/announcement-list';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SubjectSelect } from '../../components/subject-select';
import { useAnnouncements } from '../../lib/announcements/use-announcements';
import { failureMessage } from '../../lib/api-client';
import { isolate } from '../../lib/isolate';
import { AnnouncementForm } from './announcement-form';
import { useDeleteAnnouncement } from './api/use-delete-announcement';

/**
 * /announcements-admin: post an announcement to a subject the reader teaches (admins: any), and
 * the announcements of that subject (or all of the reader's), with Delete for one's own (admins: all).
 */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation('announcements');
  const [subjectId, setSubjectId] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const list = useAnnouncements({ page, subject: subjectId });
  const remove = useDeleteAnnouncement();

  let body: ReactNode;
  if (list.isPending) body = <LoadingText text={t('list.loading')} />;
  else if (list.isError) {
    body = <FailureAlert title={t('list.failed')} error={list.error} onRetry={() => list.refetch()} />;
  } else if (list.data.data.length === 0) body = <EmptyText text={t('list.none')} />;
  else {
    body = (
      <>
        <AnnouncementList
          announcements={list.data.data}
          label={t('list.title')}
          actions={(announcement) =>
            announcement.mayDelete ? (
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                aria-label={t('actions.deleteNamed', { ns: 'common', name: isolate(announcement.title) })}
                onClick={() => setDeleting(announcement)}
              >
                {t('actions.delete', { ns: 'common' })}
              </Button>
            ) : null
          }
        />
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onChange={setPage}
          windowSize={5}
          label={t('list.pages')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={<BackToDashboard />} />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <SubjectSelect
              value={subjectId}
              onChange={(id) => {
                setSubjectId(id);
                setPage(1);
              }}
              loadError={t('page.subjectsFailed')}
              emptyLabel={t('page.allSubjects')}
            />
            {subjectId ? (
              <AnnouncementForm subjectId={subjectId} />
            ) : (
              <EmptyText text={t('page.chooseToPost')} />
            )}
          </Stack>
        </Card>
        <Title order={2} size="h4">
          {t('list.title')}
        </Title>
        {body}
      </Stack>
      {deleting ? (
        <ConfirmDeleteModal
          opened
          title={t('delete.title')}
          question={t('delete.question')}
          itemName={deleting.title}
          error={remove.isError ? failureMessage(remove.error, t('delete.failed'), t('delete.failed')) : null}
          pending={remove.isPending}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('delete.done') });
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
