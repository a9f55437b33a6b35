import { Stack, Title } from '@mantine/core';
import type { Exam } from '@sabora/contract';
import { useState } from 'react';
import { BackToDashboard } from '../../../components/back-to-dashboard';
import { PageHeader } from '../../../components/page-header';
import { DeleteExamModal } from './delete-exam-modal';
import { EditExamModal } from './edit-exam-modal';
import { ExamList } from './exam-list';
import { UploadExamForm } from './upload-exam-form';

/** /exams-admin (staff spec §2): upload an exam, then the paged list to edit, re-open or delete. */
export function ExamsAdminPage() {
  const [page, setPage] = useState(1);
  // The dialogs are mounted only while open: `null` is closed.
  const [editing, setEditing] = useState<Exam | null>(null);
  const [deleting, setDeleting] = useState<Exam | null>(null);

  return (
    <>
      <PageHeader
        title="Exams Management"
        subtitle="Upload exam papers with their due dates; re-open an exam to accept late submissions."
        actions={<BackToDashboard />}
      />
      <Stack gap="xl">
        <UploadExamForm />
        <section aria-labelledby="exams-heading">
          <Title order={2} size="h4" mb="sm" id="exams-heading">
            Uploaded Exams
          </Title>
          <ExamList page={page} onPageChange={setPage} onEdit={setEditing} onDelete={setDeleting} />
        </section>
      </Stack>
      {editing ? <EditExamModal exam={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteExamModal exam={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
