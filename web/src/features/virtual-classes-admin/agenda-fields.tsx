import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';

/** The contract's limits on the agenda (virtualClassBody: 50 items of at most 300 characters). */
const AGENDA_MAX_ITEMS = 50;
const AGENDA_ITEM_MAX_LENGTH = 300;

interface AgendaFieldsProps {
  items: string[];
  onChange: (items: string[]) => void;
}

/** The class's agenda as an editable list; blank items are dropped on save (the contract's rule). */
export function AgendaFields({ items, onChange }: AgendaFieldsProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const replace = (index: number, text: string) =>
    onChange(items.map((item, at) => (at === index ? text : item)));
  return (
    <Fieldset legend={t('agenda.legend')} variant="unstyled">
      <Stack gap="xs">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('agenda.empty')}
          </Text>
        ) : null}
        {items.map((item, index) => (
          // Items have no ids; the position is what identifies one while it is edited.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('agenda.item', { number: formatNumber(index + 1) })}
              flex={1}
              maxLength={AGENDA_ITEM_MAX_LENGTH}
              value={item}
              onChange={(event) => replace(index, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('agenda.remove', { number: formatNumber(index + 1) })}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          disabled={items.length >= AGENDA_MAX_ITEMS}
          onClick={() => onChange([...items, ''])}
        >
          {t('agenda.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
