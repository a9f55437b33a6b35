import { Stack } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageStepper, pageCountOf, pageSliceOf } from '../../../components/page-stepper';
import { useMyQuizSubmissions } from '../../../lib/submissions/use-my-quiz-submissions';
import { ListEmpty, ListFailure } from './list-states';
import { QUIZ_LIST_PAGE_SIZE } from './quiz-format';
import { QuizResultCard } from './quiz-result-card';

/**
 * 'My Results': the student's graded attempts, newest first. `reviewId` (from the result
 * dialog) opens that attempt's review, on whichever page it is.
 */
export function MyQuizResults({ reviewId = null }: { reviewId?: string | null }) {
  const submissions = useMyQuizSubmissions();
  const [page, setPage] = useState(1);
  const { t } = useTranslation('quizzes');
  const sorted = useMemo(
    () => [...(submissions.data ?? [])].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt)),
    [submissions.data],
  );
  const totalPages = pageCountOf(sorted.length, QUIZ_LIST_PAGE_SIZE);
  const reviewIndex = reviewId ? sorted.findIndex((submission) => submission._id === reviewId) : -1;
  // Turn to the reviewed attempt's page once the list holds it (it may arrive after the dialog).
  useEffect(() => {
    if (reviewIndex >= 0) setPage(Math.floor(reviewIndex / QUIZ_LIST_PAGE_SIZE) + 1);
  }, [reviewIndex]);
  const current = Math.min(page, totalPages);

  let body: ReactNode;
  if (submissions.isPending) {
    body = <CenteredLoader label={t('student.results.loading')} />;
  } else if (submissions.isError) {
    body = (
      <ListFailure
        error={submissions.error}
        text={t('student.results.failed')}
        onRetry={() => void submissions.refetch()}
      />
    );
  } else if (sorted.length === 0) {
    body = <ListEmpty icon={<IconReportAnalytics size={32} />} title={t('student.results.empty')} />;
  } else {
    body = (
      <Stack gap="lg">
        {pageSliceOf(sorted, current, QUIZ_LIST_PAGE_SIZE).map((submission) => (
          <QuizResultCard
            key={submission._id}
            submission={submission}
            reviewing={submission._id === reviewId}
          />
        ))}
        <PageStepper
          page={current}
          totalPages={totalPages}
          onChange={setPage}
          pageSize={QUIZ_LIST_PAGE_SIZE}
          label={t('student.results.pages')}
        />
      </Stack>
    );
  }
  return body;
}
