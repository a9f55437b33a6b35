import { Card, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AuditAction, SEARCH_DEBOUNCE_MS, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToAdmin } from '../../components/back-to-admin';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { type AuditFilters as Filters, useAuditLog } from './api/use-audit-log';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

/** /home-admin/audit: who changed a grade, deleted something, set a password or imported. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);

  // Any filter change starts again at page 1.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={<BackToAdmin />} />
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <AuditFilters
            action={action}
            search={search}
            from={from}
            to={to}
            onActionChange={filtered(setAction)}
            onSearchChange={filtered(setSearch)}
            onFromChange={filtered(setFrom)}
            onToChange={filtered(setTo)}
          />
          <AuditList
            filters={{ page, action, search: debouncedSearch, from, to }}
            onPage={setPage}
            onClearFilters={() => {
              setAction('');
              setSearch('');
              setFrom('');
              setTo('');
              setPage(1);
            }}
          />
        </Stack>
      </Card>
    </>
  );
}

interface AuditListProps {
  filters: Filters;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

function AuditList({ filters, onPage, onClearFilters }: AuditListProps) {
  const { t } = useTranslation('audit');
  const audit = useAuditLog(filters);
  if (audit.isPending) return <LoadingText text={t('page.loading')} />;
  if (audit.isError) {
    return (
      <FailureAlert title={t('page.loadFailed')} error={audit.error} onRetry={() => void audit.refetch()} />
    );
  }
  const { data, totalCount, totalPages } = audit.data;
  if (data.length === 0) {
    const anyFilter = Boolean(filters.action || filters.search || filters.from || filters.to);
    if (anyFilter)
      return <NoSearchResults what={t('page.what')} search={filters.search} onClear={onClearFilters} />;
    return <EmptyText text={t('page.empty')} />;
  }
  return (
    <Stack>
      <AuditTable entries={data} />
      <Text size="sm" c="dimmed">
        {t('page.count', { count: totalCount })}
      </Text>
      <Pager
        page={filters.page}
        totalPages={totalPages}
        onChange={onPage}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('page.pages')}
      />
    </Stack>
  );
}
