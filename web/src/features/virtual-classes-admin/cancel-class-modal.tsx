import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import { FormFeedback } from '../../components/form-feedback';
import { failureMessage } from '../../lib/api-client';
import { useUpdateClass } from './api/use-update-class';
import { cancelledBodyOf } from './class-form-values';
import { useFlashMessage } from './use-flash-message';

const CANCEL_FAILED = 'Failed to cancel class';

interface CancelClassModalProps {
  item: StaffVirtualClass;
  withTeacher: boolean;
  onCancelled: (message: string) => void;
  onClose: () => void;
}

/**
 * Asks before cancelling a class (PUT with status 'cancelled'): the server tells its enrolled
 * students and drops their reminders (docs/decisions.md "Job queue, class reminders and
 * attendance"). The class stays listed, as Cancelled; a refusal shows here for 3 s.
 */
export function CancelClassModal({ item, withTeacher, onCancelled, onClose }: CancelClassModalProps) {
  const update = useUpdateClass();
  const failure = useFlashMessage();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title="Cancel Virtual Class"
      centered
    >
      <Stack>
        <Text>{`Cancel ${item.title}? Its enrolled students will be told.`}</Text>
        <FormFeedback error={failure.message?.text} />
        <Group justify="flex-end">
          {/* Not "Cancel": next to "Cancel class" it would read as the opposite. */}
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Keep class
          </Button>
          <Button
            color="red"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: item._id, body: cancelledBodyOf(item, { withTeacher }) },
                {
                  onSuccess: (reply) => onCancelled(reply.message),
                  onError: (error) =>
                    failure.show(failureMessage(error, CANCEL_FAILED, CANCEL_FAILED), false),
                },
              )
            }
          >
            Cancel class
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
