import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Subject, Teacher } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { SystemBadge } from '../../../components/system-badge';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { ApiError } from '../../../lib/api-client';
import { fieldMessage, namedField, reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useSubjectCatalogue } from '../../../lib/subjects/use-subject-catalogue';
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
      title={
        teacher ? (
          <Trans
            t={t}
            i18nKey="assign.titleFor"
            values={{ name: fullName(teacher) }}
            components={USER_TEXT_TAGS}
          />
        ) : (
          t('assign.title')
        )
      }
      size="lg"
    >
      {teacher ? <SubjectChoices key={teacher._id} teacher={teacher} /> : null}
    </Modal>
  );
}

const matches = (subject: Subject, filter: string) =>
  `${subject.name} ${subject.code} ${subject.system}`.toLowerCase().includes(filter.trim().toLowerCase());

/** A refusal of the chosen subject (gone meanwhile, or a bad id), worded for its row; else null. */
function subjectProblem(failure: unknown, label: string): string | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.code === 'subjectNotFound') return failure.message;
  const named = failure.serverMessage ? namedField(failure.serverMessage) : null;
  return named?.field === 'subjectId' ? fieldMessage(label, named.text) : null;
}

/** Every subject; unassigned ones offer Assign and Primary, assigned ones read "Assigned". */
function SubjectChoices({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('teachers');
  const catalogue = useSubjectCatalogue();
  const assign = useAssignSubject();
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal of one subject shows in that subject's row, until the next choice; one of the
  // teacher (inactive) stays above the table.
  const [rowProblem, setRowProblem] = useState<{ subjectId: string; message: string } | null>(null);

  function choose(subject: Subject, isPrimary: boolean) {
    setError(null);
    setRowProblem(null);
    assign.mutate(
      { teacherId: teacher._id, subjectId: subject._id, isPrimary },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('assign.done') }),
        onError: (failure) => {
          const message = subjectProblem(failure, t('assign.subject'));
          if (message) setRowProblem({ subjectId: subject._id, message });
          else setError(t('assign.failed', { reason: reasonOf(failure) }));
        },
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
              const problem = rowProblem?.subjectId === subject._id ? rowProblem.message : null;
              const problemId = `assign-problem-${subject._id}`;
              const describedBy = problem ? problemId : undefined;
              return (
                <Table.Tr key={subject._id} data-invalid={problem ? true : undefined}>
                  <Table.Td>
                    <UserText>{subject.name}</UserText> (<UserText>{subject.code}</UserText>)
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
                          aria-describedby={describedBy}
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
                          aria-describedby={describedBy}
                          onClick={() => choose(subject, true)}
                        >
                          {t('assign.primary')}
                        </Button>
                      </Group>
                    )}
                    {problem ? (
                      <Text id={problemId} c="red" size="sm" mt={4}>
                        {problem}
                      </Text>
                    ) : null}
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
