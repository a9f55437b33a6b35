import { Group, NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { CURRICULUM_RESOURCE_TYPES } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { blankResource, blankTopic, type ResourceDraft, type TopicDraft } from '../subject-form-values';
import { RepeatableFieldset } from './repeatable-fieldset';

interface CurriculumEditorProps {
  resources: ResourceDraft[];
  topics: TopicDraft[];
  onChange: (patch: { resources?: ResourceDraft[]; topics?: TopicDraft[] }) => void;
  /** Messages by place: 'resources.0.url', 'topics.1.title'. */
  errors: Partial<Record<string, string>>;
}

/** The subject's curriculum: repeatable course materials and course topics. */
export function CurriculumEditor({ resources, topics, onChange, errors }: CurriculumEditorProps) {
  const { t } = useTranslation('subjects');
  return (
    <Stack>
      <RepeatableFieldset
        legend={t('curriculum.materials')}
        items={resources}
        onChange={(next) => onChange({ resources: next })}
        itemName={(number) => t('curriculum.resource', { number })}
        removeLabel={(number) => t('curriculum.removeResource', { number })}
        emptyText={t('curriculum.noMaterials')}
        addLabel={t('curriculum.addResource')}
        blank={blankResource}
        renderFields={(resource, set, index) => (
          <>
            <Group grow align="flex-start">
              <NativeSelect
                label={t('curriculum.type')}
                value={resource.type}
                data={CURRICULUM_RESOURCE_TYPES.map((type) => ({
                  value: type,
                  label: t(`resourceTypes.${type}`),
                }))}
                onChange={(event) => {
                  const type = CURRICULUM_RESOURCE_TYPES.find((known) => known === event.currentTarget.value);
                  if (type) set({ type });
                }}
              />
              <TextInput
                label={t('curriculum.title')}
                value={resource.title}
                error={errors[`resources.${index}.title`]}
                onChange={(event) => set({ title: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label={t('curriculum.url')}
              type="url"
              value={resource.url}
              error={errors[`resources.${index}.url`]}
              onChange={(event) => set({ url: event.currentTarget.value })}
            />
            <Textarea
              label={t('curriculum.description')}
              rows={2}
              resize="vertical"
              value={resource.description}
              error={errors[`resources.${index}.description`]}
              onChange={(event) => set({ description: event.currentTarget.value })}
            />
          </>
        )}
      />
      <RepeatableFieldset
        legend={t('curriculum.topics')}
        items={topics}
        onChange={(next) => onChange({ topics: next })}
        itemName={(number) => t('curriculum.topic', { number })}
        removeLabel={(number) => t('curriculum.removeTopic', { number })}
        emptyText={t('curriculum.noTopics')}
        addLabel={t('curriculum.addTopic')}
        blank={blankTopic}
        renderFields={(topic, set, index) => (
          <>
            <Group grow align="flex-start">
              <TextInput
                label={t('curriculum.title')}
                value={topic.title}
                error={errors[`topics.${index}.title`]}
                onChange={(event) => set({ title: event.currentTarget.value })}
              />
              <NumberInput
                label={t('curriculum.duration')}
                min={0}
                value={topic.durationWeeks}
                error={errors[`topics.${index}.durationWeeks`]}
                onChange={(durationWeeks) => set({ durationWeeks })}
              />
            </Group>
            <Textarea
              label={t('curriculum.description')}
              rows={2}
              resize="vertical"
              value={topic.description}
              error={errors[`topics.${index}.description`]}
              onChange={(event) => set({ description: event.currentTarget.value })}
            />
          </>
        )}
      />
    </Stack>
  );
}
