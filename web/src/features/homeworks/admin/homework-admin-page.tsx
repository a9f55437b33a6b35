import { Stack, Title } from '@mantine/core';
import type { Homework } from '@sabora/contract';
import { useState } from 'react';
import { BackToDashboard } from '../../../components/back-to-dashboard';
import { PageHeader } from '../../../components/page-header';
import { DeleteHomeworkModal } from './delete-homework-modal';
import { EditHomeworkModal } from './edit-homework-modal';
import { HomeworkList } from './homework-list';
import { UploadHomeworkForm } from './upload-homework-form';

/** /homework-admin (staff spec §2): upload a homework, then the paged list to edit or delete. */
export function HomeworkAdminPage() {
  const [page, setPage] = useState(1);
  // The dialogs are mounted only while open: `null` is closed.
  const [editing, setEditing] = useState<Homework | null>(null);
  const [deleting, setDeleting] = useState<Homework | null>(null);

  return (
    <>
      <PageHeader
        title="Homework Management"
        subtitle="Upload homeworks with their files and multiple-choice questions; students see them in their subject."
        actions={<BackToDashboard />}
      />
      <Stack gap="xl">
        <UploadHomeworkForm />
        <section aria-labelledby="homeworks-heading">
          <Title order={2} size="h4" mb="sm" id="homeworks-heading">
            Uploaded Homeworks
          </Title>
          <HomeworkList page={page} onPageChange={setPage} onEdit={setEditing} onDelete={setDeleting} />
        </section>
      </Stack>
      {editing ? <EditHomeworkModal homework={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteHomeworkModal homework={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
