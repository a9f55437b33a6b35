import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Parent } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { USER_TEXT_TAGS } from '../../../components/user-text';
import { fullName } from '../../../lib/format';
import { successText } from '../../../lib/success-text';
import { useDeleteParent } from '../api/use-delete-parent';

export function DeleteParentModal({ parent, onClose }: { parent: Parent | null; onClose: () => void }) {
  const { t } = useTranslation('parents');
  return (
    <Modal opened={parent !== null} onClose={onClose} title={t('delete.title')} centered>
      {parent ? <ConfirmDelete key={parent._id} parent={parent} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Deletes ask first. */
function ConfirmDelete({ parent, onDone }: { parent: Parent; onDone: () => void }) {
  const { t } = useTranslation('parents');
  const remove = useDeleteParent();

  function confirm() {
    remove.mutate(parent._id, {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: successText(reply.message, t('done.deleted')) });
        onDone();
      },
    });
  }

  return (
    <Stack>
      <Text>{t('delete.confirm')}</Text>
      <Text fw={600}>
        <Trans
          t={t}
          i18nKey="delete.who"
          values={{ name: fullName(parent), email: parent.email }}
          components={USER_TEXT_TAGS}
        />
      </Text>
      <Text size="sm" c="dimmed">
        {t('delete.effect')}
      </Text>
      <FailureAlert title={t('delete.failed')} error={remove.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={remove.isPending}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('delete.confirmButton')}
        </Button>
      </Group>
    </Stack>
  );
}
