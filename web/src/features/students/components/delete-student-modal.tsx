import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Student } from '@sabora/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { UserText } from '../../../components/user-text';
import { reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useDeleteStudent } from '../api/use-delete-student';

interface DeleteStudentModalProps {
  student: Student | null;
  onClose: () => void;
}

export function DeleteStudentModal({ student, onClose }: DeleteStudentModalProps) {
  const { t } = useTranslation('students');
  return (
    <Modal opened={student !== null} onClose={onClose} title={t('delete.title')} centered>
      {student ? <DeleteStudentForm key={student._id} student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

/**
 * Deleting deactivates and keeps graded work; erasing is a separate choice
 * (docs/decisions.md, "Status and sign-in").
 */
function DeleteStudentForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const { t } = useTranslation('students');
  const [erase, setErase] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteStudent();

  function confirm() {
    setError(null);
    remove.mutate(
      { id: student._id, erase },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('delete.done') });
          onDone();
        },
        onError: (failure) => setError(t('delete.failed', { reason: reasonOf(failure) })),
      },
    );
  }

  return (
    <Stack>
      <Text>{t('delete.confirm')}</Text>
      <Text fw={600}>
        <UserText>{fullName(student.user)}</UserText> (<UserText>{student.studentId}</UserText>)
      </Text>
      <Text size="sm" c="dimmed">
        {t('delete.kept')}
      </Text>
      <Checkbox
        color="red"
        checked={erase}
        onChange={(event) => setErase(event.currentTarget.checked)}
        label={t('delete.erase')}
        description={t('delete.eraseHint')}
      />
      <FormFeedback error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={remove.isPending}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {erase ? t('delete.eraseButton') : t('delete.deleteButton')}
        </Button>
      </Group>
    </Stack>
  );
}
