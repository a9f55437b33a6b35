import { EmptyState } from '@mantine/core';
import { STUDENT_EXAMS_PAGE_SIZE } from '@sabora/contract';
import { AssignmentStudentPage } from '../../../components/assignment/assignment-student-page';
import { CenteredLoader } from '../../../components/centered-loader';
import { FailureAlert } from '../../../components/failure-alert';
import { useMyExamSubmissions } from '../../../lib/queries/use-my-exam-submissions';
import { useMyExams } from '../api/use-my-exams';
import { EXAM_NOUN } from '../exam-noun';
import { ExamCard } from './exam-card';
import { examMatches, examOf } from './exam-list';
import { NoExamsIllustration } from './no-exams-illustration';

/** /exams-students (spec §2.6): the student's exams, searched, sorted by due date and paged by 10. */
export function ExamsStudentPage() {
  return (
    <AssignmentStudentPage
      noun={EXAM_NOUN}
      title="Exams"
      subtitle="A list of all the exams in your website."
      items={useMyExams()}
      submissions={useMyExamSubmissions()}
      itemIdOf={examOf}
      matches={examMatches}
      searchPlaceholder="Title, subject or description"
      pageSize={STUDENT_EXAMS_PAGE_SIZE}
      sortable
      loading={<CenteredLoader label="Loading exams" />}
      failure={(retry) => <FailureAlert title="Failed to load exams" onRetry={retry} />}
      empty={
        <EmptyState
          icon={<NoExamsIllustration />}
          title="No exams found"
          description="You have no exams yet."
          py="xl"
        />
      }
      card={(exam, submission) => <ExamCard exam={exam} submission={submission} />}
    />
  );
}
