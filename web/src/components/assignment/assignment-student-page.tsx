import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoSearchResults } from '../no-search-results';
import { PageHeader } from '../page-header';
import { PageStepper, pageCountOf, pageSliceOf } from '../page-stepper';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

type DueDateOrder = 'ascending' | 'descending';

/** A copy of `items` ordered by due date (soonest first when ascending). */
function sortByDueDate<T extends { dueDate: string }>(items: readonly T[], order: DueDateOrder): T[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * (Date.parse(a.dueDate) - Date.parse(b.dueDate)));
}

interface AssignmentStudentPageProps<T, S> {
  noun: AssignmentNoun;
  title: string;
  subtitle: string;
  /** Every item of the student's, read at once: the search (and the sort) cover them all. */
  items: UseQueryResult<T[]>;
  /** The student's submissions, at most one per item. */
  submissions: UseQueryResult<S[]>;
  /** The item a submission belongs to. */
  itemIdOf: (submission: S) => string;
  /** The search box's test, and its placeholder naming what it looks in. */
  matches: (item: T, search: string) => boolean;
  searchPlaceholder: string;
  pageSize: number;
  /** Exams (spec §2.6): ordered by due date, soonest first, and a Due Date button flips the order. */
  sortable?: boolean;
  /** Each kind's own words and pictures for its states. */
  loading: ReactNode;
  failure: (retry: () => void) => ReactNode;
  /** The student has none at all (a search that finds none says so itself). */
  empty: ReactNode;
  card: (item: T, submission: S | undefined) => ReactNode;
}

/** /homeworks-students and /exams-students: the student's items, searched and paged on the client. */
export function AssignmentStudentPage<T extends { _id: string; dueDate: string }, S>({
  noun,
  title,
  subtitle,
  items,
  submissions,
  itemIdOf,
  matches,
  searchPlaceholder,
  pageSize,
  sortable = false,
  loading,
  failure,
  empty,
  card,
}: AssignmentStudentPageProps<T, S>) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  const orderId = useId();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DueDateOrder>('ascending');
  const [page, setPage] = useState(1);

  const byItem = useMemo(
    () =>
      new Map<string, S>((submissions.data ?? []).map((submission) => [itemIdOf(submission), submission])),
    [submissions.data, itemIdOf],
  );
  const shown = useMemo(() => {
    const found = (items.data ?? []).filter((item) => matches(item, search));
    return sortable ? sortByDueDate(found, order) : found;
  }, [items.data, matches, search, sortable, order]);
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
        {pageSliceOf(shown, current, pageSize).map((item) => (
          <Fragment key={item._id}>{card(item, byItem.get(item._id))}</Fragment>
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
    <>
      <PageHeader title={title} subtitle={subtitle} />
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
    </>
  );
}
