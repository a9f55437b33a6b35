import { Alert, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Parent, SEARCH_DEBOUNCE_MS, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CenteredLoader } from '../../components/centered-loader';
import { DownloadButton } from '../../components/download-button';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useParents } from './api/use-parents';
import { DeleteParentModal } from './components/delete-parent-modal';
import { EditParentModal } from './components/edit-parent-modal';
import { ParentsTable } from './components/parents-table';

/** /parents-admin: parents with their children, search, edit, delete and export. */
export function ParentsPage() {
  const { t } = useTranslation('parents');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const parents = useParents(page, debouncedSearch);
  // After a delete the list may have fewer pages than the one shown: go to the last.
  const lastPage = parents.data?.totalPages;
  useEffect(() => {
    if (lastPage && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);
  const [editing, setEditing] = useState<Parent | null>(null);
  const [deleting, setDeleting] = useState<Parent | null>(null);

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <BackToDashboard />
            <DownloadButton
              path="/parents/export"
              query={{ search: debouncedSearch || undefined }}
              fileName="parents.csv"
              failureText={t('page.exportFailed')}
            >
              {t('page.export')}
            </DownloadButton>
          </>
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group>
            <TextInput
              label={t('page.search')}
              placeholder={t('page.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: 1, minWidth: 240 }}
            />
          </Group>
          <ParentsList
            query={parents}
            search={debouncedSearch}
            onClearSearch={() => {
              setSearch('');
              setPage(1);
            }}
            page={page}
            onPage={setPage}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </Stack>
      </Card>
      <EditParentModal parent={editing} onClose={() => setEditing(null)} />
      <DeleteParentModal parent={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface ParentsListProps {
  query: ReturnType<typeof useParents>;
  search: string;
  onClearSearch: () => void;
  page: number;
  onPage: (page: number) => void;
  onEdit: (parent: Parent) => void;
  onDelete: (parent: Parent) => void;
}

function ParentsList({ query, search, onClearSearch, page, onPage, onEdit, onDelete }: ParentsListProps) {
  const { t } = useTranslation('parents');
  if (query.isPending) return <CenteredLoader label={t('page.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('page.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  const { data, totalCount, totalPages } = query.data;
  if (data.length === 0 && search) {
    return <NoSearchResults what={t('page.what')} search={search} onClear={onClearSearch} />;
  }
  if (data.length === 0) return <Text c="dimmed">{t('page.empty')}</Text>;
  return (
    <Stack>
      <ParentsTable parents={data} onEdit={onEdit} onDelete={onDelete} />
      <Text size="sm" c="dimmed">
        {t('page.count', { count: totalCount })}
      </Text>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={onPage}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('page.pages')}
      />
    </Stack>
  );
}
