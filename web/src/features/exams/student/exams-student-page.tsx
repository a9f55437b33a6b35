import { EmptyState } from '@mantine/core';
import { STUDENT_EXAMS_PAGE_SIZE } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { StudentWorkList } from '../../../components/assignment/student-work-list';
import { CenteredLoader } from '../../../components/centered-loader';
import { FailureAlert } from '../../../components/failure-alert';
import { PageHeader } from '../../../components/page-header';
import { useMyExamSubmissions } from '../../../lib/submissions/use-my-exam-submissions';
import { useMyExams } from '../api/use-my-exams';
import { EXAM_NOUN } from '../exam-noun';
import { ExamCard } from './exam-card';
import { examMatches, examOf, examOpen } from './exam-list';
import { NoExamsIllustration } from './no-exams-illustration';

/**
 * /exams-students: the student's exams in stages (to do first), searched, sorted by due date and
 * paged by 10.
 */
export function ExamsStudentPage() {
  const { t } = useTranslation('exams');
  return (
    <>
      <PageHeader title={t('student.title')} subtitle={t('student.subtitle')} />
      <StudentWorkList
        noun={EXAM_NOUN}
        items={useMyExams()}
        submissions={useMyExamSubmissions()}
        itemIdOf={examOf}
        isOpen={examOpen}
        matches={examMatches}
        searchPlaceholder={t('student.searchPlaceholder')}
        pageSize={STUDENT_EXAMS_PAGE_SIZE}
        sortable
        loading={<CenteredLoader label={t('student.loading')} />}
        failure={(retry) => <FailureAlert title={t('student.failed')} onRetry={retry} />}
        empty={
          <EmptyState
            icon={<NoExamsIllustration />}
            title={t('student.empty')}
            description={t('student.emptyText')}
            py="xl"
          />
        }
        card={(exam, submission) => <ExamCard exam={exam} submission={submission} />}
      />
    </>
  );
}
