import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/i18n/format';

interface PageStepperProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The list's fixed page size, shown in a selector that cannot be changed. */
  pageSize: number;
  /** What is being paged, e.g. "Exams pages", for the navigation's accessible name. */
  label: string;
}

/** How many pages `count` items fill, never fewer than one (an empty list still reads "Page 1 of 1"). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The items of one page (1-based) of a list held in full on the client. */
export function pageSliceOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * First, previous, "Page X of Y", next and last, beside the page size (fixed,
 * so the selector is shown disabled). The edge buttons disable themselves on the first and last page.
 */
export function PageStepper({ page, totalPages, onChange, pageSize, label }: PageStepperProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={label} justify="space-between" wrap="wrap" gap="sm">
      <NativeSelect
        label={t('pager.perPage')}
        data={[{ value: String(pageSize), label: formatNumber(pageSize) }]}
        value={String(pageSize)}
        disabled
        size="xs"
        w={90}
      />
      <Pagination.Root total={totalPages} value={page} onChange={onChange}>
        <Group gap={6} wrap="nowrap">
          <Pagination.First aria-label={t('pager.first')} />
          <Pagination.Previous aria-label={t('pager.previousPage')} />
          <Text size="sm" px="xs" aria-live="polite">
            {t('pager.pageOf', { page: formatNumber(page), total: formatNumber(totalPages) })}
          </Text>
          <Pagination.Next aria-label={t('pager.nextPage')} />
          <Pagination.Last aria-label={t('pager.last')} />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
