import type { Homework } from '@sabora/contract';
import { IconClipboardList } from '@tabler/icons-react';
import { AssignmentList, type AssignmentListProps } from '../../../components/assignment/assignment-list';
import { AssignmentTable } from '../../../components/assignment/assignment-table';
import { chapterHeading } from '../../../lib/chapter-text';
import { useHomeworks } from '../api/use-homeworks';
import { HOMEWORK_NOUN } from '../homework-noun';

/** The uploaded homeworks, 10 a page: title, subject, chapter, due date, files, questions, submissions. */
export function HomeworkList({ page, onPageChange, onEdit, onDelete }: AssignmentListProps<Homework>) {
  return (
    <AssignmentList
      noun={HOMEWORK_NOUN}
      query={useHomeworks(page)}
      page={page}
      onPageChange={onPageChange}
      emptyIcon={<IconClipboardList size={32} />}
      table={(homeworks) => (
        <AssignmentTable
          label="Homeworks"
          minWidth={960}
          items={homeworks}
          details={(homework) => homework.text}
          chapter={{ header: 'Chapter', cell: (homework) => chapterHeading(homework.chapter) }}
          files={{
            header: 'Files',
            of: (homework) => [
              { url: homework.fileUrl, name: homework.file?.originalName },
              {
                url: homework.correctionFileUrl,
                name: homework.correctionFile?.originalName,
                label: 'Correction',
              },
            ],
          }}
          extra={{ header: 'Questions', cell: (homework) => homework.questions.length }}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    />
  );
}
