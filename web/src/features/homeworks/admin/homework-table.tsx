import { Table, Text } from '@mantine/core';
import type { Homework } from '@sabora/contract';
import { DateTimeText } from '../../../components/date-time-text';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { FileList } from '../../../components/file-list';
import { chapterHeading } from '../../../lib/chapter-text';

interface HomeworkTableProps {
  homeworks: readonly Homework[];
  onEdit: (homework: Homework) => void;
  onDelete: (homework: Homework) => void;
}

/** One page of homeworks: what, for which chapter, due when, its files and how far along it is. */
export function HomeworkTable({ homeworks, onEdit, onDelete }: HomeworkTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Homeworks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Chapter</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th>Questions</Table.Th>
            <Table.Th>Submissions</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {homeworks.map((homework) => (
            <Table.Tr key={homework._id}>
              <Table.Td>
                <Text fw={600}>{homework.title}</Text>
                {homework.text ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {homework.text}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{homework.subject.title || homework.subject.name}</Table.Td>
              <Table.Td>{chapterHeading(homework.chapter)}</Table.Td>
              <Table.Td>
                <DateTimeText iso={homework.dueDate} />
              </Table.Td>
              <Table.Td>
                <FileList
                  files={[
                    { url: homework.fileUrl, name: homework.file?.originalName },
                    {
                      url: homework.correctionFileUrl,
                      name: homework.correctionFile?.originalName,
                      label: 'Correction',
                    },
                  ]}
                  failureText="Failed to download file"
                />
              </Table.Td>
              <Table.Td>{homework.questions.length}</Table.Td>
              <Table.Td>{homework.submissionCount}</Table.Td>
              <Table.Td>
                <EditDeleteButtons
                  name={homework.title}
                  onEdit={() => onEdit(homework)}
                  onDelete={() => onDelete(homework)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
