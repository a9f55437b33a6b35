import { NativeSelect, Stack } from '@mantine/core';
import { type AvailableQuiz, MAX_PAGE_LIMIT } from '@sabora/contract';
import { IconClipboardList } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageStepper, pageCountOf, pageSliceOf } from '../../../components/page-stepper';
import { useSubjects } from '../../../lib/subjects/use-subjects';
import { useAvailableQuizzes } from '../api/use-available-quizzes';
import { ListEmpty, ListFailure } from './list-states';
import { QuizCard } from './quiz-card';
import { QUIZ_LIST_PAGE_SIZE } from './quiz-format';
import { quizMatchesSubject, subjectChoices } from './quiz-subject-filter';

interface AvailableQuizzesProps {
  onStart: (quiz: AvailableQuiz) => void;
  /** The quiz whose start call is running, if any. */
  startingId: string | null;
  problem: { quizId: string; message: string } | null;
}

/** 'Available Quizzes': the quizzes to take now, filtered by subject. */
export function AvailableQuizzes({ onStart, startingId, problem }: AvailableQuizzesProps) {
  const quizzes = useAvailableQuizzes();
  // A student has a handful of subjects: one page holds them all.
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });
  const [subjectId, setSubjectId] = useState('');
  const [page, setPage] = useState(1);
  const { t } = useTranslation('quizzes');

  const choices = useMemo(
    () => subjectChoices(subjects.data?.data ?? [], quizzes.data ?? []),
    [subjects.data, quizzes.data],
  );
  const shown = useMemo(
    () => (quizzes.data ?? []).filter((quiz) => quizMatchesSubject(quiz, subjectId)),
    [quizzes.data, subjectId],
  );
  const totalPages = pageCountOf(shown.length, QUIZ_LIST_PAGE_SIZE);
  const current = Math.min(page, totalPages);

  let body: ReactNode;
  if (quizzes.isPending) {
    body = <CenteredLoader label={t('student.list.loading')} />;
  } else if (quizzes.isError) {
    body = (
      <ListFailure
        error={quizzes.error}
        text={t('student.list.failed')}
        onRetry={() => void quizzes.refetch()}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <ListEmpty
        icon={<IconClipboardList size={32} />}
        title={t('student.list.empty')}
        description={quizzes.data.length > 0 ? t('student.list.chooseAll') : undefined}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        {pageSliceOf(shown, current, QUIZ_LIST_PAGE_SIZE).map((quiz) => (
          <QuizCard
            key={quiz._id}
            quiz={quiz}
            onStart={() => onStart(quiz)}
            starting={startingId === quiz._id}
            disabled={startingId !== null}
            problem={problem?.quizId === quiz._id ? problem.message : null}
          />
        ))}
        <PageStepper
          page={current}
          totalPages={totalPages}
          onChange={setPage}
          pageSize={QUIZ_LIST_PAGE_SIZE}
          label={t('student.list.pages')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <NativeSelect
        label={t('student.list.subject')}
        data={[{ value: '', label: t('student.list.allSubjects') }, ...choices]}
        value={subjectId}
        onChange={(event) => {
          setSubjectId(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', xs: 320 }}
      />
      {body}
    </Stack>
  );
}
