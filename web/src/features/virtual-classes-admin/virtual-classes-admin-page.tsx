import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@sabora/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToAdmin } from '../../components/back-to-admin';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/session/auth-context';
import { ClassFiltersBar, type FilterValues } from './class-filters-bar';
import { ClassList } from './class-list';
import { ClassModals, type OpenModal } from './class-modals';
import { FlashMessageAlert } from './flash-message-alert';
import { StatsCard } from './stats-card';
import { useFlashMessage } from './use-flash-message';

const NO_FILTERS: FilterValues = { search: '', subject: '', teacher: '', status: '' };

/**
 * /virtualclasses-admin
 * (docs/product/screens.md, "Virtual classes management (/virtualclasses-admin)"): schedule
 * classes, enrol students, see who attended.
 */
export function VirtualClassesAdminPage() {
  const { t } = useTranslation('virtual-classes-admin');
  const { user } = useAuth();
  // A teacher is the teacher of their classes and cannot enrol students.
  const isAdmin = user?.role === 'admin';
  const [filters, setFilters] = useState(NO_FILTERS);
  const [settledSearch] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const flash = useFlashMessage();

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={<BackToAdmin />} />
      <Stack gap="xl">
        <StatsCard />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="classes-heading">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4" id="classes-heading">
                {t('page.classes')}
              </Title>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setModal({ kind: 'form', item: null })}
              >
                {t('page.create')}
              </Button>
            </Group>
            <ClassFiltersBar
              values={filters}
              withTeacher={isAdmin}
              onChange={(patch) => {
                setFilters((current) => ({ ...current, ...patch }));
                setPage(1);
              }}
            />
            <FlashMessageAlert message={flash.message} />
            <ClassList
              // An emptied box applies at once; typing waits for a pause.
              filters={{ ...filters, search: filters.search.trim() ? settledSearch : '', page }}
              canEnroll={isAdmin}
              onPageChange={setPage}
              onClearFilters={() => {
                setFilters(NO_FILTERS);
                setPage(1);
              }}
              onEdit={(item) => setModal({ kind: 'form', item })}
              onEnroll={(item) => setModal({ kind: 'enroll', item })}
              onViewEnrolled={(item) => setModal({ kind: 'enrolled', item })}
              onCancel={(item) => setModal({ kind: 'cancel', item })}
              onDelete={(item) => setModal({ kind: 'delete', item })}
            />
          </Stack>
        </Card>
      </Stack>
      <ClassModals
        modal={modal}
        withTeacher={isAdmin}
        onDone={(message) => {
          setModal(null);
          flash.show(message, true);
        }}
        onClose={() => setModal(null)}
      />
    </>
  );
}
