import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CURRICULUM_RESOURCE_TYPES } from '@sabora/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankResource, blankTopic, type ResourceDraft, type TopicDraft } from '../subject-form-values';

interface CurriculumEditorProps {
  resources: ResourceDraft[];
  topics: TopicDraft[];
  onChange: (patch: { resources?: ResourceDraft[]; topics?: TopicDraft[] }) => void;
}

const RESOURCE_TYPE_LABELS: Record<ResourceDraft['type'], string> = {
  video: 'Video',
  document: 'Document',
  link: 'Link',
  image: 'Image',
};

function replaceAt<T>(list: T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, at) => (at === index ? { ...item, ...patch } : item));
}

/** The subject's curriculum: repeatable course materials and course topics. */
export function CurriculumEditor({ resources, topics, onChange }: CurriculumEditorProps) {
  const setResource = (index: number, patch: Partial<ResourceDraft>) =>
    onChange({ resources: replaceAt(resources, index, patch) });
  const setTopic = (index: number, patch: Partial<TopicDraft>) =>
    onChange({ topics: replaceAt(topics, index, patch) });

  return (
    <Stack>
      <Fieldset legend="Course Materials">
        <Stack>
          {resources.length === 0 ? (
            <Text size="sm" c="dimmed">
              No materials yet.
            </Text>
          ) : null}
          {resources.map((resource, index) => {
            const name = `Resource ${index + 1}`;
            return (
              <Stack key={resource.key} gap="xs" role="group" aria-label={name}>
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => onChange({ resources: resources.filter((_, at) => at !== index) })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
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
                      if (type) setResource(index, { type });
                    }}
                  />
                  <TextInput
                    label="Title"
                    value={resource.title}
                    onChange={(event) => setResource(index, { title: event.currentTarget.value })}
                  />
                </Group>
                <TextInput
                  label="URL"
                  type="url"
                  value={resource.url}
                  onChange={(event) => setResource(index, { url: event.currentTarget.value })}
                />
                <Textarea
                  label="Description"
                  rows={2}
                  resize="vertical"
                  value={resource.description}
                  onChange={(event) => setResource(index, { description: event.currentTarget.value })}
                />
              </Stack>
            );
          })}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ resources: [...resources, blankResource()] })}
          >
            Add resource
          </Button>
        </Stack>
      </Fieldset>

      <Fieldset legend="Course Topics">
        <Stack>
          {topics.length === 0 ? (
            <Text size="sm" c="dimmed">
              No topics yet.
            </Text>
          ) : null}
          {topics.map((topic, index) => {
            const name = `Topic ${index + 1}`;
            return (
              <Stack key={topic.key} gap="xs" role="group" aria-label={name}>
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => onChange({ topics: topics.filter((_, at) => at !== index) })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                <Group grow align="flex-start">
                  <TextInput
                    label="Title"
                    value={topic.title}
                    onChange={(event) => setTopic(index, { title: event.currentTarget.value })}
                  />
                  <NumberInput
                    label="Duration (weeks)"
                    min={0}
                    value={topic.durationWeeks}
                    onChange={(durationWeeks) => setTopic(index, { durationWeeks })}
                  />
                </Group>
                <Textarea
                  label="Description"
                  rows={2}
                  resize="vertical"
                  value={topic.description}
                  onChange={(event) => setTopic(index, { description: event.currentTarget.value })}
                />
              </Stack>
            );
          })}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ topics: [...topics, blankTopic()] })}
          >
            Add topic
          </Button>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
