import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { NoSearchResults } from '../no-search-results';
import { PageStepper, pageCountOf, pageSliceOf } from '../page-stepper';
import { type AssignmentNoun, assignmentWords } from './assignment-words';
import {
  type DueDateOrder,
  groupRuns,
  orderByStage,
  stageCounts,
  type WorkStage,
  workStageOf,
} from './work-stages';

interface StudentWorkListProps<T, S> {
  noun: AssignmentNoun;
  /** Every item of the student's, read at once: the search (and the sort) cover them all. */
  items: UseQueryResult<T[]>;
  /** The student's submissions, at most one per item. */
  submissions: UseQueryResult<S[]>;
  /** The item a submission belongs to. */
  itemIdOf: (submission: S) => string;
  /** Whether the item still takes a submission (to do) or closed without one (missed). */
  isOpen: (item: T, now: number) => boolean;
  /** The search box's test, and its placeholder naming what it looks in. */
  matches: (item: T, search: string) => boolean;
  searchPlaceholder: string;
  pageSize: number;
  /** Exams: a Due Date button flips the order inside each stage (soonest first to start). */
  sortable?: boolean;
  /** Each kind's own words and pictures for its states. */
  loading: ReactNode;
  failure: (retry: () => void) => ReactNode;
  /** The student has none at all (a search that finds none says so itself). */
  empty: ReactNode;
  card: (item: T, submission: S | undefined) => ReactNode;
}

/**
 * The student's homeworks or exams in stages (to do first), searched and paged on the client: the
 * body of /homeworks-students and /exams-students.
 */
export function StudentWorkList<T extends { _id: string; dueDate: string }, S extends { status: string }>({
  noun,
  items,
  submissions,
  itemIdOf,
  isOpen,
  matches,
  searchPlaceholder,
  pageSize,
  sortable = false,
  loading,
  failure,
  empty,
  card,
}: StudentWorkListProps<T, S>) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  const orderId = useId();
  const sectionId = useId();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DueDateOrder>('ascending');
  const [page, setPage] = useState(1);

  const byItem = useMemo(
    () =>
      new Map<string, S>((submissions.data ?? []).map((submission) => [itemIdOf(submission), submission])),
    [submissions.data, itemIdOf],
  );
  // To do first, then handed in, graded and missed, each by due date (docs/decisions.md). An item
  // keeps the stage it had when first shown: one handed in now stays under the student's eyes,
  // with its confirmation, until the page is opened again.
  const firstStages = useRef(new Map<string, WorkStage>());
  const loaded = submissions.data !== undefined;
  const shown = useMemo(() => {
    // Stages are only known (and kept) once the submissions are in.
    if (!loaded) return [];
    const now = Date.now();
    const stageOf = (item: T) => {
      let stage = firstStages.current.get(item._id);
      if (!stage) {
        stage = workStageOf(isOpen(item, now), byItem.get(item._id));
        firstStages.current.set(item._id, stage);
      }
      return stage;
    };
    const found = (items.data ?? []).filter((item) => matches(item, search));
    return orderByStage(found, stageOf, order);
  }, [loaded, items.data, matches, search, order, isOpen, byItem]);
  const counts = stageCounts(shown);
  const totalPages = pageCountOf(shown.length, pageSize);
  const current = Math.min(page, totalPages);

  let body: ReactNode;
  if (items.isPending || submissions.isPending) {
    body = loading;
  } else if (items.isError || submissions.isError) {
    body = failure(() => void Promise.all([items.refetch(), submissions.refetch()]));
  } else if (items.data.length === 0) {
    body = empty;
  } else if (shown.length === 0) {
    body = (
      <NoSearchResults
        what={words.searchWhat}
        search={search}
        onClear={() => {
          setSearch('');
          setPage(1);
        }}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        {groupRuns(pageSliceOf(shown, current, pageSize)).map((run) => (
          <Stack key={run.stage} component="section" gap="lg" aria-labelledby={`${sectionId}-${run.stage}`}>
            <Title order={2} size="h4" id={`${sectionId}-${run.stage}`}>
              {t(`assignment.stages.${run.stage}`)}{' '}
              <Text span c="dimmed" inherit fw={400}>
                ({formatNumber(counts[run.stage])})
              </Text>
            </Title>
            {run.items.map((item) => (
              <Fragment key={item._id}>{card(item, byItem.get(item._id))}</Fragment>
            ))}
          </Stack>
        ))}
        <PageStepper
          page={current}
          totalPages={totalPages}
          onChange={setPage}
          pageSize={pageSize}
          label={words.studentPagerLabel}
        />
      </Stack>
    );
  }

  const SortIcon = order === 'ascending' ? IconSortAscending : IconSortDescending;
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={words.search}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 360 }}
        />
        {sortable ? (
          <>
            <Button
              variant="default"
              rightSection={<SortIcon size={16} aria-hidden />}
              aria-describedby={orderId}
              onClick={() => setOrder(order === 'ascending' ? 'descending' : 'ascending')}
            >
              {t('assignment.dueDate')}
            </Button>
            <Text id={orderId} size="sm" c="dimmed" aria-live="polite">
              {order === 'ascending' ? t('assignment.soonestFirst') : t('assignment.latestFirst')}
            </Text>
          </>
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}
