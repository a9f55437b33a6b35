import type { Homework } from '@sabora/contract';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AssignmentList, type AssignmentListProps } from '../../../components/assignment/assignment-list';
import { AssignmentTable } from '../../../components/assignment/assignment-table';
import { chapterHeading } from '../../../lib/chapter-text';
import { useHomeworks } from '../api/use-homeworks';
import { HOMEWORK_NOUN } from '../homework-noun';

/** The uploaded homeworks, 10 a page: title, subject, chapter, due date, files, questions, submissions. */
export function HomeworkList({ page, onPageChange, onEdit, onDelete }: AssignmentListProps<Homework>) {
  const { t } = useTranslation('homeworks');
  return (
    <AssignmentList
      noun={HOMEWORK_NOUN}
      query={useHomeworks(page)}
      page={page}
      onPageChange={onPageChange}
      emptyIcon={<IconClipboardList size={32} />}
      table={(homeworks) => (
        <AssignmentTable
          label={t('admin.list.label')}
          minWidth={960}
          items={homeworks}
          details={(homework) => homework.text}
          chapter={{ header: t('admin.list.chapter'), cell: (homework) => chapterHeading(homework.chapter) }}
          files={{
            header: t('admin.list.files'),
            of: (homework) => [
              { url: homework.fileUrl, name: homework.file?.originalName },
              {
                url: homework.correctionFileUrl,
                name: homework.correctionFile?.originalName,
                label: t('admin.list.correction'),
              },
            ],
          }}
          extra={{ header: t('admin.list.questions'), cell: (homework) => homework.questions.length }}
          kind="homework"
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    />
  );
}
