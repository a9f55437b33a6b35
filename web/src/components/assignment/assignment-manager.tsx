import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentListProps } from './assignment-list';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

interface AssignmentManagerProps<T> {
  noun: AssignmentNoun;
  /** The kind's upload form, at the top. */
  upload: ReactNode;
  /** The kind's paged list, wired to this page number and these dialogs. */
  list: (props: AssignmentListProps<T>) => ReactNode;
  editDialog: (item: T, onClose: () => void) => ReactNode;
  deleteDialog: (item: T, onClose: () => void) => ReactNode;
}

/**
 * What staff do with homeworks or exams, below the page's header: the upload form,
 * then the paged list under its heading, with the edit and delete dialogs it opens.
 */
export function AssignmentManager<T>({
  noun,
  upload,
  list,
  editDialog,
  deleteDialog,
}: AssignmentManagerProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  // The dialogs are mounted only while open: `null` is closed.
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  return (
    <>
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
