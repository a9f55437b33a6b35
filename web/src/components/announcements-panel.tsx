import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../lib/announcements/use-announcements';
import { AnnouncementList } from './announcement-list';
import { EmptyText } from './empty-text';
import { FailureAlert } from './failure-alert';
import { LoadingText } from './loading-text';
import { Pager } from './pager';
import { Panel } from './panel';

const PANEL_SIZE = 5;

/**
 * The announcements of the reader's subjects (a parent's: their children's), newest first, five at
 * a time: on the student's home and the parent's dashboard.
 */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAnnouncements({ page, limit: PANEL_SIZE });
  let body: ReactNode;
  if (list.isPending) body = <LoadingText text={t('announcements.loading')} />;
  else if (list.isError) {
    body = (
      <FailureAlert title={t('announcements.failed')} error={list.error} onRetry={() => list.refetch()} />
    );
  } else if (list.data.data.length === 0) body = <EmptyText text={t('announcements.none')} />;
  else {
    body = (
      <>
        <AnnouncementList announcements={list.data.data} label={t('announcements.title')} />
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onChange={setPage}
          windowSize={3}
          label={t('announcements.pages')}
        />
      </>
    );
  }
  return <Panel title={t('announcements.title')}>{body}</Panel>;
}
