import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, STUDENT_STATUSES, type Student, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CenteredLoader } from '../../components/centered-loader';
import { DownloadButton } from '../../components/download-button';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { type StudentFilters, useStudents } from './api/use-students';
import { AddStudentModal } from './components/add-student-modal';
import { DeleteStudentModal } from './components/delete-student-modal';
import { EditStudentModal } from './components/edit-student-modal';
import { ImportStudentsModal } from './components/import-students-modal';
import { StudentsTable } from './components/students-table';
import { SystemSelect } from './components/system-select';
import { statusLabel } from './student-form';

/** /students-admin: the students table with add, edit, delete, upload and export. */
export function StudentsPage() {
  const { t } = useTranslation('students');
  const statusFilter = [
    { value: '', label: t('page.allStatuses') },
    ...STUDENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
  ];
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<Omit<StudentFilters, 'search'>>({ page: 1, system: '', status: '' });
  const students = useStudents({ ...filters, search: debouncedSearch });
  // After a delete or a filter the list may have fewer pages than the one shown: go to the last.
  const lastPage = students.data?.totalPages;
  useEffect(() => {
    if (lastPage && filters.page > lastPage) setFilters((current) => ({ ...current, page: lastPage }));
  }, [lastPage, filters.page]);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Student | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);

  const exportQuery = { search: debouncedSearch, system: filters.system, status: filters.status };
  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <BackToDashboard />
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              {t('page.upload')}
            </Button>
            <DownloadButton
              path="/students/export"
              query={exportQuery}
              fileName="students.csv"
              failureText={t('page.exportFailed')}
            >
              {t('page.export')}
            </DownloadButton>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('page.addStudent')}
            </Button>
          </>
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('page.search')}
              placeholder={t('page.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setFilters((current) => ({ ...current, page: 1 }));
              }}
              style={{ flex: 1, minWidth: 240 }}
            />
            <SystemSelect
              label={t('fields.system')}
              emptyLabel={t('page.allSystems')}
              value={filters.system}
              onChange={(event) => {
                const system = event.currentTarget.value as StudentFilters['system'];
                setFilters((current) => ({ ...current, system, page: 1 }));
              }}
            />
            <NativeSelect
              label={t('fields.status')}
              data={statusFilter}
              value={filters.status}
              onChange={(event) => {
                const status = event.currentTarget.value as StudentFilters['status'];
                setFilters((current) => ({ ...current, status, page: 1 }));
              }}
            />
          </Group>
          <StudentsList
            query={students}
            search={debouncedSearch}
            filtered={Boolean(debouncedSearch || filters.system || filters.status)}
            onClear={() => {
              setSearch('');
              setFilters({ page: 1, system: '', status: '' });
            }}
            page={filters.page}
            onEdit={setEditing}
            onDelete={setDeleting}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </Stack>
      </Card>
      <AddStudentModal opened={adding} onClose={() => setAdding(false)} />
      <ImportStudentsModal opened={importing} onClose={() => setImporting(false)} />
      <EditStudentModal student={editing} onClose={() => setEditing(null)} />
      <DeleteStudentModal student={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface StudentsListProps {
  query: ReturnType<typeof useStudents>;
  search: string;
  filtered: boolean;
  onClear: () => void;
  page: number;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  onPage: (page: number) => void;
}

function StudentsList({
  query,
  search,
  filtered,
  onClear,
  page,
  onEdit,
  onDelete,
  onPage,
}: StudentsListProps) {
  const { t } = useTranslation('students');
  if (query.isPending) return <CenteredLoader label={t('list.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('list.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  const { data, totalCount, totalPages } = query.data;
  if (data.length === 0 && filtered)
    return <NoSearchResults what={t('list.what')} search={search} onClear={onClear} />;
  if (data.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Stack>
      <StudentsTable students={data} onEdit={onEdit} onDelete={onDelete} />
      <Text size="sm" c="dimmed">
        {t('list.count', { count: totalCount })}
      </Text>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={onPage}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('list.pages')}
      />
    </Stack>
  );
}
