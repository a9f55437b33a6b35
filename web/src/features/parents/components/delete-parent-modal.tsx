import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Parent } from '@sabora/contract';
import { FailureAlert } from '../../../components/failure-alert';
import { fullName } from '../../../lib/format';
import { useDeleteParent } from '../api/use-delete-parent';

export function DeleteParentModal({ parent, onClose }: { parent: Parent | null; onClose: () => void }) {
  return (
    <Modal opened={parent !== null} onClose={onClose} title="Delete parent" centered>
      {parent ? <ConfirmDelete key={parent._id} parent={parent} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Staff spec §4: deletes ask first. */
function ConfirmDelete({ parent, onDone }: { parent: Parent; onDone: () => void }) {
  const remove = useDeleteParent();

  function confirm() {
    remove.mutate(parent._id, {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: reply.message });
        onDone();
      },
    });
  }

  return (
    <Stack>
      <Text>Are you sure you want to delete this parent?</Text>
      <Text fw={600}>
        {fullName(parent)} ({parent.email})
      </Text>
      <Text size="sm" c="dimmed">
        Their sign-in account is removed. Their children keep the parent details, and adding a student with
        this parent email creates the account again.
      </Text>
      <FailureAlert title="Failed to delete parent" error={remove.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
