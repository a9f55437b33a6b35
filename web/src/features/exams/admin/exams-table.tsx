import { Badge, Table, Text } from '@mantine/core';
import type { Exam } from '@sabora/contract';
import { DateTimeText } from '../../../components/date-time-text';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { FileList } from '../../../components/file-list';

interface ExamsTableProps {
  exams: readonly Exam[];
  onEdit: (exam: Exam) => void;
  onDelete: (exam: Exam) => void;
}

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

/** One page of exams: what, for which subject, due when, the paper, and how many handed it in. */
export function ExamsTable({ exams, onEdit, onDelete }: ExamsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Exams">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Submissions</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exams.map((exam) => (
            <Table.Tr key={exam._id}>
              <Table.Td>
                <Text fw={600}>{exam.title}</Text>
                {exam.description ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {exam.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{exam.subject.title || exam.subject.name}</Table.Td>
              <Table.Td>
                <DateTimeText iso={exam.dueDate} />
              </Table.Td>
              <Table.Td>
                <FileList
                  files={[{ url: exam.fileUrl, name: exam.file?.originalName }]}
                  failureText="Failed to download file"
                />
              </Table.Td>
              <Table.Td>
                <ExamState exam={exam} />
              </Table.Td>
              <Table.Td>{exam.submissionCount}</Table.Td>
              <Table.Td>
                <EditDeleteButtons
                  name={exam.title}
                  onEdit={() => onEdit(exam)}
                  onDelete={() => onDelete(exam)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
