import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';
import { DownloadButton } from '../../components/download-button';
import { EmptyText } from '../../components/empty-text';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { fullName } from '../../lib/format';

type Entry = StaffVirtualClass['enrolledStudents'][number];

/** Attendance means something only once a class has started. */
const hasStarted = (item: StaffVirtualClass) => item.status === 'in-progress' || item.status === 'completed';

function Attendance({ entry }: { entry: Entry }) {
  const { t } = useTranslation('virtual-classes-admin');
  if (!entry.joinedAt) {
    return (
      <Badge variant="light" color="red">
        {t('enrolled.notAttended')}
      </Badge>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color="green">
        {t('enrolled.attended')}
      </Badge>
      <Text size="sm">
        <DateTimeText iso={entry.joinedAt} />
      </Text>
    </Group>
  );
}

/** The enrolled students with their enrolment date and, once the class has started, attendance. */
export function EnrolledStudentsModal({ item, onClose }: { item: StaffVirtualClass; onClose: () => void }) {
  const { t } = useTranslation('virtual-classes-admin');
  const started = hasStarted(item);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('enrolled.close') }}
      opened
      onClose={onClose}
      title={
        <Trans t={t} i18nKey="enrolled.title" values={{ title: item.title }} components={USER_TEXT_TAGS} />
      }
      size="lg"
    >
      <Stack>
        {item.enrolledStudents.length === 0 ? (
          <EmptyText text={t('enrolled.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label={t('enrolled.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('enrolled.student')}</Table.Th>
                  <Table.Th>{t('enrolled.studentId')}</Table.Th>
                  <Table.Th>{t('enrolled.enrolledOn')}</Table.Th>
                  {started ? <Table.Th>{t('enrolled.attendance')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.enrolledStudents.map((entry) => (
                  <Table.Tr key={entry.student._id}>
                    <Table.Td>
                      <UserText>{fullName(entry.student.user)}</UserText>
                    </Table.Td>
                    <Table.Td>
                      <UserText>{entry.student.studentId}</UserText>
                    </Table.Td>
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
            failureText={t('enrolled.exportFailed')}
          >
            {t('enrolled.export')}
          </DownloadButton>
        </Group>
      </Stack>
    </Modal>
  );
}
