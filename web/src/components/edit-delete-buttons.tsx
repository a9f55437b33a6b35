import { Button, type ButtonProps, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../lib/isolate';

interface RowButtonProps {
  /** What the row is, for the accessible name: "Edit {name}", "Delete {name}". */
  name: string;
  onClick: () => void;
  size?: ButtonProps['size'];
}

export function EditButton({ name, onClick, size = 'xs' }: RowButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconPencil size={14} />}
      aria-label={t('actions.editNamed', { name: isolate(name) })}
      onClick={onClick}
    >
      {t('actions.edit')}
    </Button>
  );
}

/** Opens the confirmation; deleting itself always asks first. */
export function DeleteButton({ name, onClick, size = 'xs' }: RowButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      color="red"
      size={size}
      leftSection={<IconTrash size={14} />}
      aria-label={t('actions.deleteNamed', { name: isolate(name) })}
      onClick={onClick}
    >
      {t('actions.delete')}
    </Button>
  );
}

/** The Edit and Delete pair of a table row or a card. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  size,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  size?: ButtonProps['size'];
}) {
  // As wide as its two buttons: a squeezed table column would otherwise break "Edit" letter by
  // letter (labels may wrap anywhere on phones, app/fit-small-screens.module.css).
  return (
    <Group gap="xs" wrap="nowrap" miw="max-content">
      <EditButton name={name} onClick={onEdit} size={size} />
      <DeleteButton name={name} onClick={onDelete} size={size} />
    </Group>
  );
}
