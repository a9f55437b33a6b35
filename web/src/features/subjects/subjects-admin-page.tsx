import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type Subject } from '@sabora/contract';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DeleteSubjectModal } from './components/delete-subject-modal';
import { SubjectAdminList } from './components/subject-admin-list';
import { SubjectFormModal } from './components/subject-form-modal';

/** /subjects-admin: search, add/edit, cards and the pager. */
export function SubjectsAdminPage() {
  const { t } = useTranslation('subjects');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The form and the delete dialog are mounted only while open: `null` is closed.
  const [form, setForm] = useState<{ subject?: Subject } | null>(null);
  const [deleting, setDeleting] = useState<Subject | null>(null);

  // The server is asked once typing pauses for 500 ms, from the first page.
  const applySearch = useDebouncedCallback((text: string) => {
    setSearch(text.trim());
    setPage(1);
  }, SEARCH_DEBOUNCE_MS);

  return (
    <>
      <PageHeader
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard"
              variant="default"
              leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" />}
            >
              {t('admin.back')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({})}>
              {t('admin.add')}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <TextInput
          label={t('admin.search')}
          placeholder={t('admin.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={input}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          maw={420}
        />
        <SubjectAdminList
          page={page}
          search={search}
          onClearSearch={() => {
            applySearch.cancel();
            setInput('');
            setSearch('');
            setPage(1);
          }}
          onPageChange={setPage}
          onEdit={(subject) => setForm({ subject })}
          onDelete={setDeleting}
        />
      </Stack>
      {form ? <SubjectFormModal subject={form.subject} onClose={() => setForm(null)} /> : null}
      {deleting ? <DeleteSubjectModal subject={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
