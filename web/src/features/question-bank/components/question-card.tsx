import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Question } from '@sabora/contract';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { QuestionBody } from '../../../components/question-body';

interface QuestionCardProps {
  question: Question;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question of the bank, with its edit and delete buttons. */
export function QuestionCard({ question, onEdit, onDelete }: QuestionCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={question.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {question.title}
        </Title>
        <QuestionBody question={question} />
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            Edit
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
