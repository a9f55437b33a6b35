import { Group, NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { CURRICULUM_RESOURCE_TYPES } from '@sabora/contract';
import { blankResource, blankTopic, type ResourceDraft, type TopicDraft } from '../subject-form-values';
import { RepeatableFieldset } from './repeatable-fieldset';

interface CurriculumEditorProps {
  resources: ResourceDraft[];
  topics: TopicDraft[];
  onChange: (patch: { resources?: ResourceDraft[]; topics?: TopicDraft[] }) => void;
  /** Messages by place: 'resources.0.url', 'topics.1.title'. */
  errors: Partial<Record<string, string>>;
}

const RESOURCE_TYPE_LABELS: Record<ResourceDraft['type'], string> = {
  video: 'Video',
  document: 'Document',
  link: 'Link',
  image: 'Image',
};

/** The subject's curriculum: repeatable course materials and course topics. */
export function CurriculumEditor({ resources, topics, onChange, errors }: CurriculumEditorProps) {
  return (
    <Stack>
      <RepeatableFieldset
        legend="Course Materials"
        items={resources}
        onChange={(next) => onChange({ resources: next })}
        itemName="Resource"
        emptyText="No materials yet."
        addLabel="Add resource"
        blank={blankResource}
        renderFields={(resource, set, index) => (
          <>
            <Group grow align="flex-start">
              <NativeSelect
                label="Type"
                value={resource.type}
                data={CURRICULUM_RESOURCE_TYPES.map((type) => ({
                  value: type,
                  label: RESOURCE_TYPE_LABELS[type],
                }))}
                onChange={(event) => {
                  const type = CURRICULUM_RESOURCE_TYPES.find((t) => t === event.currentTarget.value);
                  if (type) set({ type });
                }}
              />
              <TextInput
                label="Title"
                value={resource.title}
                error={errors[`resources.${index}.title`]}
                onChange={(event) => set({ title: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label="URL"
              type="url"
              value={resource.url}
              error={errors[`resources.${index}.url`]}
              onChange={(event) => set({ url: event.currentTarget.value })}
            />
            <Textarea
              label="Description"
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
        legend="Course Topics"
        items={topics}
        onChange={(next) => onChange({ topics: next })}
        itemName="Topic"
        emptyText="No topics yet."
        addLabel="Add topic"
        blank={blankTopic}
        renderFields={(topic, set, index) => (
          <>
            <Group grow align="flex-start">
              <TextInput
                label="Title"
                value={topic.title}
                error={errors[`topics.${index}.title`]}
                onChange={(event) => set({ title: event.currentTarget.value })}
              />
              <NumberInput
                label="Duration (weeks)"
                min={0}
                value={topic.durationWeeks}
                error={errors[`topics.${index}.durationWeeks`]}
                onChange={(durationWeeks) => set({ durationWeeks })}
              />
            </Group>
            <Textarea
              label="Description"
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
