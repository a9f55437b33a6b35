import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Question } from '@sabora/contract';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QuestionBody } from '../../../components/question-body';
import { UserText } from '../../../components/user-text';

interface QuestionCardProps {
  question: Question;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question of the bank, with its edit and delete buttons. */
export function QuestionCard({ question, onEdit, onDelete }: QuestionCardProps) {
  const { t } = useTranslation('question-bank');
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={question.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <UserText>{question.title}</UserText>
        </Title>
        <QuestionBody question={question} />
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            {t('card.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('card.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
