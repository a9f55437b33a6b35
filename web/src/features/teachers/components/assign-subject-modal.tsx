import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Subject, Teacher } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { SystemBadge } from '../../../components/system-badge';
import { reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useSubjectCatalogue } from '../../../lib/queries/use-subject-catalogue';
import { useAssignSubject } from '../api/use-assign-subject';

interface AssignSubjectModalProps {
  /** The teacher as the latest list shows them, so a new assignment shows at once. */
  teacher: Teacher | null;
  onClose: () => void;
}

export function AssignSubjectModal({ teacher, onClose }: AssignSubjectModalProps) {
  const { t } = useTranslation('teachers');
  return (
    <Modal
      opened={teacher !== null}
      onClose={onClose}
      title={teacher ? t('assign.titleFor', { name: fullName(teacher) }) : t('assign.title')}
      size="lg"
    >
      {teacher ? <SubjectChoices key={teacher._id} teacher={teacher} /> : null}
    </Modal>
  );
}

const matches = (subject: Subject, filter: string) =>
  `${subject.name} ${subject.code} ${subject.system}`.toLowerCase().includes(filter.trim().toLowerCase());

/** Staff spec §2 and §4: every subject, unassigned ones offer Assign and Primary, assigned ones read "Assigned". */
function SubjectChoices({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('teachers');
  const catalogue = useSubjectCatalogue();
  const assign = useAssignSubject();
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);

  function choose(subject: Subject, isPrimary: boolean) {
    setError(null);
    assign.mutate(
      { teacherId: teacher._id, subjectId: subject._id, isPrimary },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('assign.done') }),
        onError: (failure) => setError(t('assign.failed', { reason: reasonOf(failure) })),
      },
    );
  }

  if (catalogue.isPending) return <Loader aria-label={t('assign.loading')} />;
  if (catalogue.isError) return <Alert color="red">{t('assign.loadFailed')}</Alert>;
  if (catalogue.data.length === 0) return <Text c="dimmed">{t('assign.empty')}</Text>;

  const pendingId = assign.isPending ? assign.variables?.subjectId : undefined;
  const shown = catalogue.data.filter((subject) => matches(subject, filter));
  return (
    <Stack>
      <TextInput
        label={t('assign.filter')}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <FormFeedback error={error} />
      <Table.ScrollContainer minWidth={480} maxHeight={420}>
        <Table stickyHeader aria-label={t('assign.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assign.subject')}</Table.Th>
              <Table.Th>{t('assign.system')}</Table.Th>
              <Table.Th>{t('assign.assignment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((subject) => {
              const assigned = teacher.subjects.find((entry) => entry._id === subject._id);
              return (
                <Table.Tr key={subject._id}>
                  <Table.Td>
                    {subject.name} ({subject.code})
                  </Table.Td>
                  <Table.Td>
                    <SystemBadge system={subject.system} />
                  </Table.Td>
                  <Table.Td>
                    {assigned ? (
                      <Group gap={6}>
                        <Badge color="green" variant="light">
                          {t('assign.assigned')}
                        </Badge>
                        {assigned.isPrimary ? (
                          <Badge color="yellow" variant="filled">
                            {t('assign.primary')}
                          </Badge>
                        ) : null}
                      </Group>
                    ) : (
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          loading={pendingId === subject._id && !assign.variables?.isPrimary}
                          disabled={pendingId !== undefined}
                          onClick={() => choose(subject, false)}
                        >
                          {t('assign.assign')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="yellow"
                          loading={pendingId === subject._id && assign.variables?.isPrimary}
                          disabled={pendingId !== undefined}
                          onClick={() => choose(subject, true)}
                        >
                          {t('assign.primary')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
