import { Badge, Button } from '@mantine/core';
import type { Chapter } from '@sabora/contract';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChapterSummary } from './chapter-summary';

interface AdminChapterCardProps {
  chapter: Chapter;
  /**
   * Homework counts per chapter (GET /chapters/{subjectId}/homework-counts). While
   * they load, or if the call fails, the badge is left out rather than showing a guess.
   */
  homeworkCount?: number;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminChapterCard({ chapter, homeworkCount, onEdit, onDelete }: AdminChapterCardProps) {
  const { t } = useTranslation('chapters');
  return (
    <ChapterSummary
      chapter={chapter}
      showObjectives
      badges={
        homeworkCount === undefined ? null : (
          <Badge variant="light">{t('chapter.homeworks', { count: homeworkCount })}</Badge>
        )
      }
      actions={
        <>
          <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            {t('chapter.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('chapter.delete')}
          </Button>
        </>
      }
    />
  );
}
