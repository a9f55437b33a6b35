import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Teacher } from '@sabora/contract';
import { useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
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

/** Staff spec §4: removing an assignment asks first. */
export function RemoveAssignmentModal({ assignment, onClose }: RemoveAssignmentModalProps) {
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
          notifications.show({ color: 'green', message: 'Subject assignment removed successfully!' });
          close();
        },
        onError: (failure) => setError(`Failed to remove subject assignment: ${reasonOf(failure)}`),
      },
    );
  }

  return (
    <Modal opened={assignment !== null} onClose={close} title="Remove subject assignment" centered>
      <Stack>
        <Text>
          Are you sure you want to remove {assignment?.subject.name} from{' '}
          {assignment ? fullName(assignment.teacher) : ''}?
        </Text>
        <FormFeedback error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
