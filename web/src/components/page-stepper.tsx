import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

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
 * First, previous, "Page X of Y", next and last, beside the page size (student spec §2.6: fixed,
 * so the selector is shown disabled). The edge buttons disable themselves on the first and last page.
 */
export function PageStepper({ page, totalPages, onChange, pageSize, label }: PageStepperProps) {
  return (
    <Group component="nav" aria-label={label} justify="space-between" wrap="wrap" gap="sm">
      <NativeSelect
        label="Per page"
        data={[String(pageSize)]}
        value={String(pageSize)}
        disabled
        size="xs"
        w={90}
      />
      <Pagination.Root total={totalPages} value={page} onChange={onChange}>
        <Group gap={6} wrap="nowrap">
          <Pagination.First aria-label="First page" />
          <Pagination.Previous aria-label="Previous page" />
          <Text size="sm" px="xs" aria-live="polite">
            {`Page ${page} of ${totalPages}`}
          </Text>
          <Pagination.Next aria-label="Next page" />
          <Pagination.Last aria-label="Last page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
