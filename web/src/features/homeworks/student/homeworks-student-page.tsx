import { Button, Stack, Text } from '@mantine/core';
import { HOMEWORKS_PAGE_SIZE } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { StudentWorkList } from '../../../components/assignment/student-work-list';
import { PageHeader } from '../../../components/page-header';
import { useMyHomeworkSubmissions } from '../../../lib/submissions/use-my-homework-submissions';
import { useMyHomeworks } from '../api/use-my-homeworks';
import { HOMEWORK_NOUN } from '../homework-noun';
import { HomeworkCard } from './homework-card';
import { homeworkMatches, homeworkOf, homeworkOpen } from './homework-status';

/** /homeworks-students: the homeworks of the student's subjects, in stages (to do first), searched and paged by 10. */
export function HomeworksStudentPage() {
  const { t } = useTranslation('homeworks');
  return (
    <>
      <PageHeader title={t('student.title')} subtitle={t('student.subtitle')} />
      <StudentWorkList
        noun={HOMEWORK_NOUN}
        items={useMyHomeworks()}
        submissions={useMyHomeworkSubmissions()}
        itemIdOf={homeworkOf}
        isOpen={homeworkOpen}
        matches={homeworkMatches}
        searchPlaceholder={t('student.searchPlaceholder')}
        pageSize={HOMEWORKS_PAGE_SIZE}
        loading={<Text role="status">{t('student.loading')}</Text>}
        failure={(retry) => (
          <Stack gap="xs" align="flex-start">
            <Text c="red" role="alert">
              {t('student.failed')}
            </Text>
            <Button variant="light" color="red" size="xs" onClick={retry}>
              {t('student.tryAgain')}
            </Button>
          </Stack>
        )}
        empty={<Text c="dimmed">{t('student.empty')}</Text>}
        card={(homework, submission) => <HomeworkCard homework={homework} submission={submission} />}
      />
    </>
  );
}
