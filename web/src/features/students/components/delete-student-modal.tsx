import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Student } from '@sabora/contract';
import { useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useDeleteStudent } from '../api/use-delete-student';

interface DeleteStudentModalProps {
  student: Student | null;
  onClose: () => void;
}

export function DeleteStudentModal({ student, onClose }: DeleteStudentModalProps) {
  return (
    <Modal opened={student !== null} onClose={onClose} title="Delete student" centered>
      {student ? <DeleteStudentForm key={student._id} student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

/** DESIGN §3 "Keeping data": deleting deactivates and keeps graded work; erasing is a separate choice. */
function DeleteStudentForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const [erase, setErase] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteStudent();

  function confirm() {
    setError(null);
    remove.mutate(
      { id: student._id, erase },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Student deleted successfully!' });
          onDone();
        },
        onError: (failure) => setError(`Failed to delete student: ${reasonOf(failure)}`),
      },
    );
  }

  return (
    <Stack>
      <Text>Are you sure you want to delete this student?</Text>
      <Text fw={600}>
        {fullName(student.user)} ({student.studentId})
      </Text>
      <Text size="sm" c="dimmed">
        The account is deactivated: the student can no longer sign in, and their submissions and grades are
        kept.
      </Text>
      <Checkbox
        color="red"
        checked={erase}
        onChange={(event) => setErase(event.currentTarget.checked)}
        label="Erase the account instead"
        description="Removes the student for good. Refused while they have submitted work."
      />
      <FormFeedback error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {erase ? 'Erase' : 'Delete'}
        </Button>
      </Group>
    </Stack>
  );
}
