import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type LibraryItem, SEARCH_DEBOUNCE_MS } from '@sabora/contract';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { PageHeader } from '../../components/page-header';
import type { LibraryFilters } from './api/use-library-items';
import { DeleteLibraryItemModal } from './delete-library-item-modal';
import { LibraryFiltersBar } from './library-filters';
import { LibraryItemModal } from './library-item-modal';
import { LibraryList } from './library-list';

const NO_FILTERS: LibraryFilters = { subject: '', chapter: '', type: '', search: '' };

/**
 * /library-admin (docs/product/screens.md, "Library management (/library-admin)"): filter, page
 * through, add, edit and delete library items.
 */
export function LibraryAdminPage() {
  const { t } = useTranslation('library-admin');
  const headingId = useId();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [settledSearch] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  // The dialogs are mounted only while open: `null` is closed, 'new' adds.
  const [editing, setEditing] = useState<LibraryItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);

  const changeFilters = (patch: Partial<LibraryFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={<BackToDashboard />} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4" id={headingId}>
              {t('page.resources')}
            </Title>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('page.add')}
            </Button>
          </Group>
          <LibraryFiltersBar values={filters} onChange={changeFilters} />
          <LibraryList
            page={page}
            onPageChange={setPage}
            filters={{ ...filters, search: settledSearch }}
            onClearFilters={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </Stack>
      </Card>
      {editing ? (
        <LibraryItemModal editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? <DeleteLibraryItemModal item={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
