import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import { DateTimeText } from '../../components/date-time-text';
import { DownloadButton } from '../../components/download-button';
import { EmptyText } from '../../components/empty-text';
import { fullName } from '../../lib/format';

type Entry = StaffVirtualClass['enrolledStudents'][number];

/** Attendance means something only once a class has started (issue 12). */
const hasStarted = (item: StaffVirtualClass) => item.status === 'in-progress' || item.status === 'completed';

function Attendance({ entry }: { entry: Entry }) {
  if (!entry.joinedAt) {
    return (
      <Badge variant="light" color="red">
        Not attended
      </Badge>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color="green">
        Attended
      </Badge>
      <Text size="sm">
        <DateTimeText iso={entry.joinedAt} />
      </Text>
    </Group>
  );
}

/** The enrolled students with their enrolment date and, once the class has started, attendance. */
export function EnrolledStudentsModal({ item, onClose }: { item: StaffVirtualClass; onClose: () => void }) {
  const started = hasStarted(item);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={`Enrolled Students: ${item.title}`}
      size="lg"
    >
      <Stack>
        {item.enrolledStudents.length === 0 ? (
          <EmptyText text="No students enrolled yet." />
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="Enrolled students">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Student ID</Table.Th>
                  <Table.Th>Enrolled</Table.Th>
                  {started ? <Table.Th>Attendance</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.enrolledStudents.map((entry) => (
                  <Table.Tr key={entry.student._id}>
                    <Table.Td>{fullName(entry.student.user)}</Table.Td>
                    <Table.Td>{entry.student.studentId}</Table.Td>
                    <Table.Td>
                      <DateTimeText iso={entry.enrolledDate} />
                    </Table.Td>
                    {started ? (
                      <Table.Td>
                        <Attendance entry={entry} />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <DownloadButton
            path={`/virtual-classes/${item._id}/attendance/export`}
            fileName="attendance.csv"
            failureText="Failed to export attendance"
          >
            Export attendance (CSV)
          </DownloadButton>
        </Group>
      </Stack>
    </Modal>
  );
}
