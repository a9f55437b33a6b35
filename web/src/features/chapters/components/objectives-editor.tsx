import { ActionIcon, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { blankObjective, type ObjectiveDraft } from '../chapter-form-values';

interface ObjectivesEditorProps {
  objectives: ObjectiveDraft[];
  onChange: (objectives: ObjectiveDraft[]) => void;
  /** Messages by place: 'objectives.1'. */
  errors: Partial<Record<string, string>>;
}

/**
 * Repeatable objectives; one always stays (an objective is removed only while more than one
 * remains).
 */
export function ObjectivesEditor({ objectives, onChange, errors }: ObjectivesEditorProps) {
  const { t } = useTranslation('chapters');
  const canRemove = objectives.length > 1;
  return (
    <Fieldset legend={t('form.objectives')}>
      <Stack gap="xs">
        {objectives.map((objective, index) => (
          <Group key={objective.key} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('form.objective', { number: index + 1 })}
              value={objective.text}
              error={errors[`objectives.${index}`]}
              style={{ flex: 1 }}
              onChange={(event) => {
                const text = event.currentTarget.value;
                onChange(objectives.map((o, at) => (at === index ? { ...o, text } : o)));
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('form.removeObjective', { number: index + 1 })}
              disabled={!canRemove}
              onClick={() => onChange(objectives.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...objectives, blankObjective()])}
        >
          {t('form.addObjective')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
