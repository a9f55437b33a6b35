import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Teacher } from '@sabora/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { USER_TEXT_TAGS } from '../../../components/user-text';
import { reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useRemoveAssignment } from '../api/use-remove-assignment';

export interface AssignmentToRemove {
  teacher: Teacher;
  subject: Teacher['subjects'][number];
}

interface RemoveAssignmentModalProps {
  assignment: AssignmentToRemove | null;
  onClose: () => void;
}

/** Removing an assignment asks first. */
export function RemoveAssignmentModal({ assignment, onClose }: RemoveAssignmentModalProps) {
  const { t } = useTranslation('teachers');
  const remove = useRemoveAssignment();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    onClose();
  }

  function confirm() {
    if (!assignment) return;
    setError(null);
    remove.mutate(
      { teacherId: assignment.teacher._id, subjectId: assignment.subject._id },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('remove.done') });
          close();
        },
        onError: (failure) => setError(t('remove.failed', { reason: reasonOf(failure) })),
      },
    );
  }

  return (
    <Modal opened={assignment !== null} onClose={close} title={t('remove.title')} centered>
      <Stack>
        <Text>
          <Trans
            t={t}
            i18nKey="remove.confirm"
            values={{
              subject: assignment?.subject.name ?? '',
              teacher: assignment ? fullName(assignment.teacher) : '',
            }}
            components={USER_TEXT_TAGS}
          />
        </Text>
        <FormFeedback error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('remove.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('remove.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
