import { Anchor, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Curriculum, Subject } from '@sabora/contract';
import { IconFileText, IconLink, IconPhoto, IconVideo } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { systemName } from '../../../lib/systems';
import { teacherOf } from '../teacher-of';

type ResourceType = Curriculum['resources'][number]['type'];

const RESOURCE_ICONS: Record<ResourceType, ComponentType<{ size?: number }>> = {
  video: IconVideo,
  document: IconFileText,
  link: IconLink,
  image: IconPhoto,
};

/** A subject's details with its Course Materials and Course Topics. */
export function SubjectDetailsModal({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const { t } = useTranslation('subjects');
  const { resources, topics } = subject.curriculum;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('details.close') }}
      opened
      onClose={onClose}
      title={<UserText>{subject.name}</UserText>}
      size="lg"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          <UserText>{subject.code}</UserText> · {systemName(subject.system)} · {subject.academicYear} ·{' '}
          <UserText>{teacherOf(subject)}</UserText>
        </Text>
        {subject.description ? (
          <Text>
            <UserText block>{subject.description}</UserText>
          </Text>
        ) : null}

        <section aria-labelledby="course-materials">
          <Title order={3} size="h4" mb="xs" id="course-materials">
            {t('curriculum.materials')}
          </Title>
          {resources.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('details.noMaterials')}
            </Text>
          ) : (
            <Stack gap="sm">
              {resources.map((resource) => {
                const Icon = RESOURCE_ICONS[resource.type];
                return (
                  <Group key={`${resource.url}-${resource.title}`} gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" size="md" aria-hidden>
                      <Icon size={16} />
                    </ThemeIcon>
                    <div>
                      <Anchor href={resource.url} target="_blank" rel="noreferrer">
                        <UserText>{resource.title}</UserText>
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t(`resourceTypes.${resource.type}`)}
                      </Text>
                      {resource.description ? (
                        <Text size="sm">
                          <UserText block>{resource.description}</UserText>
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                );
              })}
            </Stack>
          )}
        </section>

        <section aria-labelledby="course-topics">
          <Title order={3} size="h4" mb="xs" id="course-topics">
            {t('curriculum.topics')}
          </Title>
          {topics.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('details.noTopics')}
            </Text>
          ) : (
            <List type="ordered" spacing="sm">
              {topics.map((topic) => (
                <List.Item key={`${topic.title}-${topic.durationWeeks}`}>
                  <Text fw={600} span>
                    <UserText>{topic.title}</UserText>
                  </Text>{' '}
                  <Text c="dimmed" size="sm" span>
                    ({t('details.weeks', { count: topic.durationWeeks })})
                  </Text>
                  {topic.description ? (
                    <Text size="sm">
                      <UserText block>{topic.description}</UserText>
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      </Stack>
    </Modal>
  );
}
