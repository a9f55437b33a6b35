import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizSubmitReply } from '@sabora/contract';
import { IconChevronLeft, IconChevronRight, IconClock, IconSend } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useSubmitQuiz } from '../api/use-submit-quiz';
import { clearAnswers, loadAnswers, saveAnswers } from './attempt-answers';
import { formatClock } from './quiz-format';
import { QuizQuestionView } from './quiz-question-view';
import type { StartedQuiz } from './started-quiz';
import { useCountdown } from './use-countdown';

const SUBMIT_FAILED = 'Failed to submit quiz';
/** Below this many seconds the clock turns red and a screen reader hears it once. */
const LOW_TIME_SECONDS = 60;

/** Spec §4: time taken is the seconds since the attempt started (by the server's start time). */
function secondsSince(startedAt: string): number {
  const started = Date.parse(startedAt);
  return Number.isNaN(started) ? 0 : Math.max(0, Math.round((Date.now() - started) / 1000));
}

interface QuizAttemptModalProps {
  quiz: StartedQuiz;
  /** The student left with the attempt still running. */
  onLeave: () => void;
  onSubmitted: (result: QuizSubmitReply) => void;
}

/** The timed attempt (spec §4): one question at a time, Submit on the last, auto-submit at zero. */
export function QuizAttemptModal({ quiz, onLeave, onSubmitted }: QuizAttemptModalProps) {
  const { quizId, startedAt, questions } = quiz;
  const secondsLeft = useCountdown(quiz.timeLeftSeconds);
  const [answers, setAnswers] = useState(() => loadAnswers(quizId, startedAt));
  const [position, setPosition] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitQuiz = useSubmitQuiz();
  const timeUp = secondsLeft === 0;
  const isLast = position === questions.length - 1;
  const answered = questions.filter((q) => answers[q._id]).length;
  const question = questions[position] ?? questions[0];

  function answer(questionId: string, choice: string) {
    const next = { ...answers, [questionId]: choice };
    setAnswers(next);
    saveAnswers(quizId, startedAt, next);
  }

  function submit() {
    if (submitQuiz.isPending) return;
    setError(null);
    setLeaving(false);
    const body = {
      answers: questions.map((q) => ({ question: q._id, selectedAnswer: answers[q._id] ?? '' })),
      timeTaken: secondsSince(startedAt),
    };
    submitQuiz.mutate(
      { quizId, body },
      {
        onSuccess: (result) => {
          clearAnswers(quizId, startedAt);
          onSubmitted(result);
        },
        onError: (failure) => setError(failureMessage(failure, SUBMIT_FAILED, SUBMIT_FAILED)),
      },
    );
  }

  // At zero the attempt goes in with whatever is answered; a failure leaves Submit to try again.
  const submitAtZero = useEffectEvent(submit);
  useEffect(() => {
    if (timeUp) submitAtZero();
  }, [timeUp]);

  const low = secondsLeft < LOW_TIME_SECONDS;
  return (
    <Modal
      opened
      onClose={() => {
        // Closing mid-attempt first warns that the clock does not stop.
        if (!submitQuiz.isPending) setLeaving(true);
      }}
      title={quiz.title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close quiz' }}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{`Answered ${answered} of ${questions.length}`}</Text>
          <Group gap={6} c={low ? 'red' : undefined}>
            <IconClock size={18} aria-hidden />
            <Text role="timer" aria-label="Time left" fw={700} ff="monospace">
              {formatClock(secondsLeft)}
            </Text>
          </Group>
        </Group>
        <Text size="sm" aria-live="polite" c={low ? 'red' : 'dimmed'}>
          {timeUp ? 'Time is up: your answers are being submitted.' : low ? 'Less than a minute left.' : ''}
        </Text>

        {leaving ? (
          <Alert color="orange" title="Leave this quiz?" role="alert">
            <Stack gap="sm">
              <Text size="sm">
                The timer keeps running while the quiz is closed. Your answers are kept in this browser tab:
                resume the quiz from the list before the time runs out.
              </Text>
              <Group>
                <Button onClick={() => setLeaving(false)} data-autofocus>
                  Keep answering
                </Button>
                <Button variant="default" color="orange" onClick={onLeave}>
                  Leave quiz
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : question ? (
          <QuizQuestionView
            key={question._id}
            question={question}
            position={position}
            total={questions.length}
            answer={answers[question._id]}
            onAnswer={(choice) => answer(question._id, choice)}
            disabled={timeUp || submitQuiz.isPending}
          />
        ) : null}

        <FormFeedback error={error} />
        {isLast && !timeUp && answered < questions.length ? (
          <Text size="sm" c="dimmed">
            {`${questions.length - answered} unanswered question(s) will count as wrong.`}
          </Text>
        ) : null}

        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            disabled={position === 0 || leaving}
            onClick={() => setPosition(position - 1)}
          >
            Previous
          </Button>
          {isLast || timeUp ? (
            <Button rightSection={<IconSend size={16} />} loading={submitQuiz.isPending} onClick={submit}>
              Submit
            </Button>
          ) : (
            <Button
              rightSection={<IconChevronRight size={16} />}
              disabled={leaving}
              onClick={() => setPosition(position + 1)}
            >
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
