import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../back-to-dashboard';
import { PageHeader } from '../page-header';
import type { AssignmentListProps } from './assignment-list';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

interface AssignmentAdminPageProps<T> {
  noun: AssignmentNoun;
  title: string;
  subtitle: string;
  /** The kind's upload form, at the top. */
  upload: ReactNode;
  /** The kind's paged list, wired to this page's page number and dialogs. */
  list: (props: AssignmentListProps<T>) => ReactNode;
  editDialog: (item: T, onClose: () => void) => ReactNode;
  deleteDialog: (item: T, onClose: () => void) => ReactNode;
}

/** /homework-admin and /exams-admin (staff spec §2): the upload form, then the paged list to edit or delete. */
export function AssignmentAdminPage<T>({
  noun,
  title,
  subtitle,
  upload,
  list,
  editDialog,
  deleteDialog,
}: AssignmentAdminPageProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  // The dialogs are mounted only while open: `null` is closed.
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={<BackToDashboard />} />
      <Stack gap="xl">
        {upload}
        <section aria-labelledby={headingId}>
          <Title order={2} size="h4" mb="sm" id={headingId}>
            {assignmentWords(noun, t).listHeading}
          </Title>
          {list({ page, onPageChange: setPage, onEdit: setEditing, onDelete: setDeleting })}
        </section>
      </Stack>
      {editing ? editDialog(editing, () => setEditing(null)) : null}
      {deleting ? deleteDialog(deleting, () => setDeleting(null)) : null}
    </>
  );
}
