import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type StudentVirtualClass, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useClassJoin } from '../../components/virtual-class/use-class-join';
import { formatTime } from '../../lib/i18n/format';
import { CLASSES_REFRESH_MS, useMyClasses } from './api/use-my-classes';
import { ClassCard } from './class-card';
import { type ClassSection, matchesSearch, sectionOf } from './class-schedule';
import { ClassSectionList } from './class-section';

/** The sections in order, with their empty texts (Live has none). */
const SECTIONS: { key: ClassSection; empty?: 'sections.upcomingEmpty' | 'sections.completedEmpty' }[] = [
  { key: 'live' },
  { key: 'upcoming', empty: 'sections.upcomingEmpty' },
  { key: 'completed', empty: 'sections.completedEmpty' },
];

const updatedAt = (at: number) => formatTime(new Date(at), true);
const SECOND = 1000;

/**
 * /virtual-classes (docs/product/screens.md, "Virtual classes (/virtual-classes)"): the student's
 * classes in Live, Upcoming and Completed, 10 a page, asked again every 30 s. The search narrows
 * the page shown (the call has no search).
 */
export function VirtualClassesPage() {
  const { t } = useTranslation('virtual-classes');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const classes = useMyClasses(page);
  const joining = useClassJoin();
  // Each poll re-renders the page, so the sections and time lines follow the clock every 30 s.
  const now = Date.now();

  function join(item: StudentVirtualClass) {
    if (item.isEnrolled) joining.openNow(item);
    else joining.joinThenOpen(item);
  }

  let body: ReactNode = null;
  if (classes.isPending) {
    body = <LoadingText text={t('page.loading')} />;
  } else if (classes.data) {
    const shown = classes.data.data.filter((item) => matchesSearch(item, search));
    const nothingFound = search.trim() !== '' && shown.length === 0;
    body = (
      <Stack gap="xl">
        {nothingFound ? (
          <NoSearchResults what={t('page.what')} search={search} onClear={() => setSearch('')} />
        ) : null}
        {SECTIONS.filter(() => !nothingFound).map(({ key, empty }) => {
          const items = shown.filter((item) => sectionOf(item, now) === key);
          return (
            <ClassSectionList
              key={key}
              title={t(`sections.${key}`)}
              count={items.length}
              empty={empty && t(empty)}
            >
              {items.map((item) => (
                <ClassCard
                  key={item._id}
                  item={item}
                  section={key}
                  now={now}
                  message={joining.messageFor(item._id)}
                  joining={joining.isJoining(item._id)}
                  onJoin={() => join(item)}
                />
              ))}
            </ClassSectionList>
          );
        })}
        <Pager
          page={page}
          totalPages={classes.data.totalPages}
          onChange={setPage}
          windowSize={SUBJECTS_PAGER_WINDOW}
          label={t('page.pages')}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={classes.isFetching}
            onClick={() => void classes.refetch()}
          >
            {t('page.refresh')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            aria-label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 360 }}
          />
          <Stack gap={0} align="flex-end">
            {classes.dataUpdatedAt ? (
              <Text size="sm">{t('page.lastUpdated', { time: updatedAt(classes.dataUpdatedAt) })}</Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('page.autoRefresh', { count: CLASSES_REFRESH_MS / SECOND })}
            </Text>
          </Stack>
        </Group>
        {classes.isError ? (
          <FailureAlert
            title={t('page.loadFailed', { error: classes.error.message })}
            onRetry={() => void classes.refetch()}
          />
        ) : null}
        {body}
      </Stack>
    </>
  );
}
