import { Tabs } from '@mantine/core';
import type { AvailableQuiz, QuizSubmitReply } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { failureMessage } from '../../../lib/api-client';
import { submissionKeys } from '../../../lib/submissions/keys';
import { useStartQuiz } from '../api/use-start-quiz';
import { AvailableQuizzes } from './available-quizzes';
import { MyQuizResults } from './my-quiz-results';
import { QuizAttemptModal } from './quiz-attempt-modal';
import { QuizReadyModal } from './quiz-ready-modal';
import { QuizResultModal } from './quiz-result-modal';
import { type StartedQuiz, startedQuizOf } from './started-quiz';

/**
 * /quiz-students (docs/product/screens.md, "Quizzes (/quiz-students)"): available quizzes to take,
 * and the student's results.
 */
export function QuizzesStudentPage() {
  const [view, setView] = useState<string | null>('available');
  const [attempt, setAttempt] = useState<StartedQuiz | null>(null);
  const [ready, setReady] = useState<AvailableQuiz | null>(null);
  const [result, setResult] = useState<{
    title: string;
    result: QuizSubmitReply;
    timeRanOut: boolean;
  } | null>(null);
  // The attempt whose review the result dialog asked for: My Results opens it.
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ quizId: string; message: string } | null>(null);
  const start = useStartQuiz();
  const queryClient = useQueryClient();
  const { t } = useTranslation('quizzes');

  function startQuiz(quiz: AvailableQuiz) {
    setProblem(null);
    start.mutate(quiz._id, {
      onSuccess: (reply) => {
        const started = startedQuizOf(quiz._id, quiz.title, reply);
        if (started) setAttempt(started);
        else setProblem({ quizId: quiz._id, message: t('student.questionsMissing') });
      },
      onError: (failure) => {
        const fallback = t('student.startFailed');
        setProblem({ quizId: quiz._id, message: failureMessage(failure, fallback, fallback) });
        // An attempt whose time ran out is submitted by the server on this start: My Results has it.
        void queryClient.invalidateQueries({ queryKey: submissionKeys.ofKind('quiz') });
      },
    });
  }

  return (
    <>
      <PageHeader title={t('student.title')} />
      <Tabs value={view} onChange={setView}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="available">{t('student.tabs.available')}</Tabs.Tab>
          <Tabs.Tab value="results">{t('student.tabs.results')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="available">
          <AvailableQuizzes
            // A running attempt resumes at once; a new one first asks whether the student is ready.
            onStart={(quiz) => (quiz.attempt ? startQuiz(quiz) : setReady(quiz))}
            startingId={start.isPending ? start.variables : null}
            problem={problem}
          />
        </Tabs.Panel>
        <Tabs.Panel value="results">
          <MyQuizResults reviewId={reviewId} />
        </Tabs.Panel>
      </Tabs>

      {attempt ? (
        <QuizAttemptModal
          key={`${attempt.quizId}:${attempt.startedAt}`}
          quiz={attempt}
          onLeave={() => setAttempt(null)}
          onSubmitted={(graded, timeRanOut) => {
            setAttempt(null);
            setResult({ title: attempt.title, result: graded, timeRanOut });
          }}
        />
      ) : null}
      {ready ? (
        <QuizReadyModal
          quiz={ready}
          onCancel={() => setReady(null)}
          onStart={() => {
            setReady(null);
            startQuiz(ready);
          }}
        />
      ) : null}
      {result ? (
        <QuizResultModal
          title={result.title}
          result={result.result}
          timeRanOut={result.timeRanOut}
          onClose={() => setResult(null)}
          onReview={() => {
            setReviewId(result.result.submission._id);
            setView('results');
            setResult(null);
          }}
        />
      ) : null}
    </>
  );
}
