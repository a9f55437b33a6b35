import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/i18n/format';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page buttons show at once, the current page kept in the middle where possible. */
  windowSize: number;
  /** What is being paged, e.g. "Subjects pages", for the navigation's accessible name. */
  label?: string;
}

/** The page numbers shown: `size` consecutive pages around `page`, kept inside 1…totalPages. */
export function pageWindow(page: number, totalPages: number, size: number): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Previous, a window of numbered page buttons, Next. Renders nothing for a single page. */
export function Pager({ page, totalPages, onChange, windowSize, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label={label ?? t('pager.pages')} gap={6} justify="center" wrap="wrap">
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconChevronLeft size={16} className="mirror-in-rtl" />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      {pageWindow(page, totalPages, windowSize).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'filled' : 'default'}
          size="compact-md"
          miw={36}
          aria-label={t('pager.page', { page: formatNumber(number) })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {formatNumber(number)}
        </Button>
      ))}
      <Button
        variant="default"
        size="compact-md"
        rightSection={<IconChevronRight size={16} className="mirror-in-rtl" />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
}
