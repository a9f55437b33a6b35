import { Anchor, Badge, Group, Image, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Question } from '@sabora/contract';
import { IconCheck, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../lib/isolate';
import { UserText } from './user-text';

const IMAGE_HEIGHT = 220;

/**
 * A question's content as staff see it: header, image, the options with the right choice marked,
 * and (unless `compact`) the video link and comment.
 */
export function QuestionBody({ question, compact = false }: { question: Question; compact?: boolean }) {
  const { t } = useTranslation();
  const options = question.options.map((text, at) => ({ text, at })).filter(({ text }) => text !== '');
  return (
    <Stack gap="xs">
      {question.header ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          <UserText block>{question.header}</UserText>
        </Text>
      ) : null}
      {question.image ? (
        <Image
          src={question.image}
          alt={t('question.imageFor', { title: isolate(question.title) })}
          mah={IMAGE_HEIGHT}
          w="auto"
          fit="contain"
          radius="sm"
        />
      ) : null}
      <List spacing={4} listStyleType="none" aria-label={t('question.options')}>
        {options.map(({ text, at }) => {
          const right = text === question.rightChoice;
          return (
            <List.Item key={at}>
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon
                  size="sm"
                  radius="xl"
                  variant={right ? 'filled' : 'light'}
                  color={right ? 'green' : 'gray'}
                  aria-hidden
                >
                  {right ? <IconCheck size={12} /> : <Text size="xs">{String.fromCharCode(65 + at)}</Text>}
                </ThemeIcon>
                <Text size="sm" fw={right ? 600 : undefined}>
                  <UserText>{text}</UserText>
                </Text>
                {right ? (
                  <Badge color="green" variant="light" size="sm">
                    {t('question.rightChoice')}
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          );
        })}
      </List>
      {!compact && question.videoLink ? (
        <Group gap={6}>
          <IconVideo size={16} aria-hidden />
          <Anchor href={question.videoLink} target="_blank" rel="noreferrer" size="sm">
            {t('question.explanationVideo')}
          </Anchor>
        </Group>
      ) : null}
      {!compact && question.comment ? (
        <Text size="sm">
          <Text span fw={600}>
            {t('question.comment')}{' '}
          </Text>
          <UserText>{question.comment}</UserText>
        </Text>
      ) : null}
    </Stack>
  );
}
