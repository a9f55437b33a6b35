import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RepeatableFieldsetProps<T extends { key: string }> {
  legend: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** Each entry's heading and group name by its number, e.g. "Resource 2". */
  itemName: (number: number) => string;
  /** The remove button's name by the entry's number, e.g. "Remove resource 2". */
  removeLabel: (number: number) => string;
  emptyText: string;
  addLabel: string;
  blank: () => T;
  /** The fields of one entry; `set` patches that entry. */
  renderFields: (item: T, set: (patch: Partial<T>) => void, index: number) => ReactNode;
}

/** A list of entries edited in place: each with its fields and a remove button, then an add button. */
export function RepeatableFieldset<T extends { key: string }>({
  legend,
  items,
  onChange,
  itemName,
  removeLabel,
  emptyText,
  addLabel,
  blank,
  renderFields,
}: RepeatableFieldsetProps<T>) {
  const setAt = (index: number, patch: Partial<T>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <Fieldset legend={legend}>
      <Stack>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : null}
        {items.map((item, index) => {
          const name = itemName(index + 1);
          return (
            <Stack key={item.key} gap="xs" role="group" aria-label={name}>
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={removeLabel(index + 1)}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {renderFields(item, (patch) => setAt(index, patch), index)}
            </Stack>
          );
        })}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...items, blank()])}
        >
          {addLabel}
        </Button>
      </Stack>
    </Fieldset>
  );
}
