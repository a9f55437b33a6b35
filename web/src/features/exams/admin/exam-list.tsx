import { Badge } from '@mantine/core';
import type { Exam } from '@sabora/contract';
import { IconFileCertificate } from '@tabler/icons-react';
import { AssignmentList, type AssignmentListProps } from '../../../components/assignment/assignment-list';
import { AssignmentTable } from '../../../components/assignment/assignment-table';
import { useExams } from '../api/use-exams';
import { EXAM_NOUN } from '../exam-noun';

/** Whether students can still hand the exam in: open until due, closed after unless re-opened. */
function ExamState({ exam }: { exam: Exam }) {
  if (exam.reopened) {
    return (
      <Badge color="orange" variant="light" miw="max-content">
        Re-opened
      </Badge>
    );
  }
  const closed = new Date(exam.dueDate).getTime() < Date.now();
  return (
    <Badge color={closed ? 'gray' : 'green'} variant="light" miw="max-content">
      {closed ? 'Closed' : 'Open'}
    </Badge>
  );
}

/** The uploaded exams, 20 a page: title, subject, due date, the paper, open or closed, submissions. */
export function ExamList({ page, onPageChange, onEdit, onDelete }: AssignmentListProps<Exam>) {
  return (
    <AssignmentList
      noun={EXAM_NOUN}
      query={useExams(page)}
      page={page}
      onPageChange={onPageChange}
      emptyIcon={<IconFileCertificate size={32} />}
      table={(exams) => (
        <AssignmentTable
          label="Exams"
          minWidth={860}
          items={exams}
          details={(exam) => exam.description}
          files={{ header: 'File', of: (exam) => [{ url: exam.fileUrl, name: exam.file?.originalName }] }}
          extra={{ header: 'Status', cell: (exam) => <ExamState exam={exam} /> }}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    />
  );
}
