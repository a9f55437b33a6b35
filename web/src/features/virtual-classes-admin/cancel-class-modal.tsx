import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { FormFeedback } from '../../components/form-feedback';
import { USER_TEXT_TAGS } from '../../components/user-text';
import { failureMessage } from '../../lib/api-client';
import { successText } from '../../lib/success-text';
import { useUpdateClass } from './api/use-update-class';
import { cancelledBodyOf } from './class-form-values';
import { useFlashMessage } from './use-flash-message';

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
  const { t } = useTranslation('virtual-classes-admin');
  const update = useUpdateClass();
  const failure = useFlashMessage();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened
      onClose={onClose}
      title={t('cancel.title')}
      centered
    >
      <Stack>
        <Text>
          <Trans t={t} i18nKey="cancel.question" values={{ title: item.title }} components={USER_TEXT_TAGS} />
        </Text>
        <FormFeedback error={failure.message?.text} />
        <Group justify="flex-end">
          {/* Not "Cancel": next to "Cancel Class" it would read as the opposite. */}
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button
            color="red"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: item._id, body: cancelledBodyOf(item, { withTeacher }) },
                {
                  onSuccess: (reply) => onCancelled(successText(reply.message, t('done.cancelled'))),
                  onError: (error) => {
                    const failed = t('cancel.failed');
                    failure.show(failureMessage(error, failed, failed), false);
                  },
                },
              )
            }
          >
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
