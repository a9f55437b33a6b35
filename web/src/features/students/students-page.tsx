import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, STUDENT_STATUSES, type Student, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
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

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...STUDENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** /students-admin (staff spec §2): the students table with add, edit, delete, upload and export. */
export function StudentsPage() {
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
        title="Students Management"
        subtitle="Add students, enrol them in their subjects and keep their details up to date."
        actions={
          <>
            <BackToDashboard />
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              Upload
            </Button>
            <DownloadButton
              path="/students/export"
              query={exportQuery}
              fileName="students.csv"
              failureText="Failed to export students"
            >
              Export
            </DownloadButton>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add Student
            </Button>
          </>
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Search students"
              placeholder="Name, email, student ID or parent"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setFilters((current) => ({ ...current, page: 1 }));
              }}
              style={{ flex: 1, minWidth: 240 }}
            />
            <SystemSelect
              label="System"
              emptyLabel="All systems"
              value={filters.system}
              onChange={(event) => {
                const system = event.currentTarget.value as StudentFilters['system'];
                setFilters((current) => ({ ...current, system, page: 1 }));
              }}
            />
            <NativeSelect
              label="Status"
              data={STATUS_FILTER}
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
  if (query.isPending) return <CenteredLoader label="Loading students" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title="Failed to fetch students">
        {query.error.message}
      </Alert>
    );
  }
  const { data, totalCount, totalPages } = query.data;
  if (data.length === 0 && filtered)
    return <NoSearchResults what="students" search={search} onClear={onClear} />;
  if (data.length === 0) return <Text c="dimmed">No students found. Add your first student!</Text>;
  return (
    <Stack>
      <StudentsTable students={data} onEdit={onEdit} onDelete={onDelete} />
      <Text size="sm" c="dimmed">
        {totalCount} student(s)
      </Text>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={onPage}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label="Students pages"
      />
    </Stack>
  );
}
