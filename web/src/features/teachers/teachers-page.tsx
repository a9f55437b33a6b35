import { Alert, Grid, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { SEARCH_DEBOUNCE_MS, SUBJECTS_PAGER_WINDOW, type Teacher } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CenteredLoader } from '../../components/centered-loader';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { reasonOf } from '../../lib/form-rules';
import { fullName } from '../../lib/format';
import { successText } from '../../lib/success-text';
import { useDeleteTeacher } from './api/use-delete-teacher';
import { useTeachers } from './api/use-teachers';
import { AddTeacherForm } from './components/add-teacher-form';
import { AssignSubjectModal } from './components/assign-subject-modal';
import { EditTeacherModal } from './components/edit-teacher-modal';
import { type AssignmentToRemove, RemoveAssignmentModal } from './components/remove-assignment-modal';
import { TeacherCard } from './components/teacher-card';

/** /teachers-admin: teacher cards, the add-teacher form and subject assignment. */
export function TeachersPage() {
  const { t } = useTranslation('teachers');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const teachers = useTeachers(page, debouncedSearch);
  // Ids, not copies: the modals read the teacher from the latest list, so changes show at once.
  const [assigningId, setAssigningId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Teacher | null>(null);
  const [deleting, setDeleting] = useState<Teacher | null>(null);
  const [removing, setRemoving] = useState<AssignmentToRemove | null>(null);
  const assigning = teachers.data?.data.find((teacher) => teacher._id === assigningId) ?? null;

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={<BackToDashboard />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <TextInput
              label={t('page.search')}
              placeholder={t('page.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <TeacherList
              query={teachers}
              search={debouncedSearch}
              onClearSearch={() => {
                setSearch('');
                setPage(1);
              }}
              onAssign={(teacher) => setAssigningId(teacher._id)}
              onEdit={setEditing}
              onDelete={setDeleting}
              onRemoveSubject={(teacher, subject) => setRemoving({ teacher, subject })}
            />
            <Pager
              page={page}
              totalPages={teachers.data?.totalPages ?? 1}
              onChange={setPage}
              windowSize={SUBJECTS_PAGER_WINDOW}
              label={t('page.pages')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AddTeacherForm />
        </Grid.Col>
      </Grid>
      <AssignSubjectModal teacher={assigning} onClose={() => setAssigningId(null)} />
      <EditTeacherModal teacher={editing} onClose={() => setEditing(null)} />
      <RemoveAssignmentModal assignment={removing} onClose={() => setRemoving(null)} />
      <DeleteTeacherModal teacher={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface TeacherListProps {
  query: ReturnType<typeof useTeachers>;
  search: string;
  onClearSearch: () => void;
  onAssign: (teacher: Teacher) => void;
  onEdit: (teacher: Teacher) => void;
  onDelete: (teacher: Teacher) => void;
  onRemoveSubject: (teacher: Teacher, subject: Teacher['subjects'][number]) => void;
}

function TeacherList({
  query,
  search,
  onClearSearch,
  onAssign,
  onEdit,
  onDelete,
  onRemoveSubject,
}: TeacherListProps) {
  const { t } = useTranslation('teachers');
  if (query.isPending) return <CenteredLoader label={t('list.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('list.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  if (query.data.data.length === 0 && search) {
    return <NoSearchResults what={t('list.what')} search={search} onClear={onClearSearch} />;
  }
  if (query.data.data.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {query.data.data.map((teacher) => (
        <TeacherCard
          key={teacher._id}
          teacher={teacher}
          onAssign={() => onAssign(teacher)}
          onEdit={() => onEdit(teacher)}
          onDelete={() => onDelete(teacher)}
          onRemoveSubject={(subject) => onRemoveSubject(teacher, subject)}
        />
      ))}
    </SimpleGrid>
  );
}

/** Deletes ask first. A teacher whose name records keep is deactivated instead. */
function DeleteTeacherModal({ teacher, onClose }: { teacher: Teacher | null; onClose: () => void }) {
  const { t } = useTranslation('teachers');
  const remove = useDeleteTeacher();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    onClose();
  }

  function confirm() {
    if (!teacher) return;
    setError(null);
    remove.mutate(teacher._id, {
      onSuccess: (reply) => {
        notifications.show({
          color: reply.outcome === 'deleted' ? 'green' : 'yellow',
          message:
            reply.outcome === 'deleted'
              ? t('delete.done')
              : successText(reply.message, t('done.deactivated')),
        });
        close();
      },
      onError: (failure) => setError(t('delete.failed', { reason: reasonOf(failure) })),
    });
  }

  return (
    <ConfirmDeleteModal
      opened={teacher !== null}
      title={t('delete.title')}
      question={t('delete.confirm')}
      itemName={teacher ? fullName(teacher) : undefined}
      error={error}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
