import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from './form-feedback';
import { UserText } from './user-text';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this subject?" */
  question: string;
  /** The record's name, shown under the question so the reader knows which one. */
  itemName?: string;
  /** Why the last attempt failed (a 409 says what holds the record). */
  error?: string | null;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deletes ask first; a refusal is shown here, and the dialog stays open. */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  itemName,
  error,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      <Stack>
        <Text>{question}</Text>
        {itemName ? (
          <Text fw={600}>
            <UserText>{itemName}</UserText>
          </Text>
        ) : null}
        <FormFeedback error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
