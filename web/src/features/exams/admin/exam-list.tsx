import { Badge } from '@mantine/core';
import type { Exam } from '@sabora/contract';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AssignmentList, type AssignmentListProps } from '../../../components/assignment/assignment-list';
import { AssignmentTable } from '../../../components/assignment/assignment-table';
import { useExams } from '../api/use-exams';
import { EXAM_NOUN } from '../exam-noun';

/** Whether students can still hand the exam in: open until due, closed after unless re-opened. */
function ExamState({ exam }: { exam: Exam }) {
  const { t } = useTranslation('exams');
  if (exam.reopened) {
    return (
      <Badge color="orange" variant="light" miw="max-content">
        {t('admin.state.reopened')}
      </Badge>
    );
  }
  const closed = new Date(exam.dueDate).getTime() < Date.now();
  return (
    <Badge color={closed ? 'gray' : 'green'} variant="light" miw="max-content">
      {t(closed ? 'admin.state.closed' : 'admin.state.open')}
    </Badge>
  );
}

/** The uploaded exams, 20 a page: title, subject, due date, the paper, open or closed, submissions. */
export function ExamList({ page, onPageChange, onEdit, onDelete }: AssignmentListProps<Exam>) {
  const { t } = useTranslation('exams');
  return (
    <AssignmentList
      noun={EXAM_NOUN}
      query={useExams(page)}
      page={page}
      onPageChange={onPageChange}
      emptyIcon={<IconFileCertificate size={32} />}
      table={(exams) => (
        <AssignmentTable
          label={t('admin.list.label')}
          minWidth={860}
          items={exams}
          details={(exam) => exam.description}
          files={{
            header: t('admin.list.file'),
            of: (exam) => [{ url: exam.fileUrl, name: exam.file?.originalName }],
          }}
          extra={{ header: t('admin.list.status'), cell: (exam) => <ExamState exam={exam} /> }}
          kind="exam"
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    />
  );
}
