import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type StudentVirtualClass, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useClassJoin } from '../../components/virtual-class/use-class-join';
import { formatTime } from '../../lib/i18n/format';
import { useMyClasses } from './api/use-my-classes';
import { ClassCard } from './class-card';
import { type ClassSection, matchesSearch, sectionOf } from './class-schedule';
import { ClassSectionList } from './class-section';

/** Spec §2.9: the sections in order, with the empty texts the spec gives (Live has none). */
const SECTIONS: { key: ClassSection; title: string; empty?: string }[] = [
  { key: 'live', title: 'Live Classes' },
  { key: 'upcoming', title: 'Upcoming Classes', empty: 'No upcoming virtual classes found.' },
  { key: 'completed', title: 'Completed Classes', empty: 'No completed virtual classes found.' },
];

const updatedAt = (at: number) => formatTime(new Date(at), true);

/**
 * /virtual-classes (spec §2.9): the student's classes in Live, Upcoming and Completed, 10 a page,
 * asked again every 30 s. The search narrows the page shown (the call has no search).
 */
export function VirtualClassesPage() {
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
    body = <LoadingText text="Loading virtual classes..." />;
  } else if (classes.data) {
    const shown = classes.data.data.filter((item) => matchesSearch(item, search));
    const nothingFound = search.trim() !== '' && shown.length === 0;
    body = (
      <Stack gap="xl">
        {nothingFound ? (
          <NoSearchResults what="classes" search={search} onClear={() => setSearch('')} />
        ) : null}
        {SECTIONS.filter(() => !nothingFound).map(({ key, title, empty }) => {
          const items = shown.filter((item) => sectionOf(item, now) === key);
          return (
            <ClassSectionList key={key} title={title} count={items.length} empty={empty}>
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
          label="Virtual classes pages"
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Virtual Classrooms"
        subtitle="All virtual classes for subjects you're registered for"
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={classes.isFetching}
            onClick={() => void classes.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            aria-label="Search classes"
            placeholder="Search classes..."
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 360 }}
          />
          <Stack gap={0} align="flex-end">
            {classes.dataUpdatedAt ? (
              <Text size="sm">Last updated: {updatedAt(classes.dataUpdatedAt)}</Text>
            ) : null}
            <Text size="sm" c="dimmed">
              Auto-refresh every 30 seconds
            </Text>
          </Stack>
        </Group>
        {classes.isError ? (
          <FailureAlert
            title={`Failed to load virtual classes: ${classes.error.message}`}
            onRetry={() => void classes.refetch()}
          />
        ) : null}
        {body}
      </Stack>
    </>
  );
}
