import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizSubmitReply } from '@sabora/contract';
import { IconChevronLeft, IconChevronRight, IconClock, IconSend } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveState } from '../../../components/answer-save-state';
import { FormFeedback } from '../../../components/form-feedback';
import { UserText } from '../../../components/user-text';
import { failureMessage } from '../../../lib/api-client';
import { TOUCH_TARGET } from '../../../lib/touch-target';
import { usePhone } from '../../../lib/use-phone';
import { useSaveQuizAnswers } from '../api/use-save-quiz-answers';
import { useSubmitQuiz } from '../api/use-submit-quiz';
import { clearAnswers, loadAnswers, saveAnswers } from './attempt-answers';
import { LeavePrompt, SubmitPrompt } from './attempt-prompts';
import { formatClock } from './quiz-format';
import { QuizQuestionView } from './quiz-question-view';
import type { StartedQuiz } from './started-quiz';
import { useCountdown } from './use-countdown';

/** Below this many seconds the clock turns red and a screen reader hears it once. */
const LOW_TIME_SECONDS = 60;

/** Time taken is the seconds since the attempt started (by the server's start time). */
function secondsSince(startedAt: string): number {
  const started = Date.parse(startedAt);
  return Number.isNaN(started) ? 0 : Math.max(0, Math.round((Date.now() - started) / 1000));
}

interface QuizAttemptModalProps {
  quiz: StartedQuiz;
  /** The student left with the attempt still running. */
  onLeave: () => void;
  /** `timeRanOut`: the clock reached zero and the quiz was submitted for the student. */
  onSubmitted: (result: QuizSubmitReply, timeRanOut: boolean) => void;
}

/**
 * The answers to start with: those saved on the server (any device), then this tab's own (kept in
 * session storage) where it chose something the server has not got yet — those are saved again.
 */
function startingAnswers({ quizId, startedAt, savedAnswers }: StartedQuiz) {
  const local = loadAnswers(quizId, startedAt);
  const unsaved = Object.entries(local).filter(
    ([question, answer]) => answer && savedAnswers[question] !== answer,
  );
  return { answers: { ...savedAnswers, ...Object.fromEntries(unsaved) }, unsaved };
}

/**
 * The timed attempt (docs/product/rules.md, "Taking a quiz"): one question at a time, Submit on the
 * last, auto-submit at zero.
 */
export function QuizAttemptModal({ quiz, onLeave, onSubmitted }: QuizAttemptModalProps) {
  const { quizId, startedAt, questions } = quiz;
  const { t } = useTranslation('quizzes');
  const secondsLeft = useCountdown(quiz.timeLeftSeconds);
  const phone = usePhone();
  const [starting] = useState(() => startingAnswers(quiz));
  const [answers, setAnswers] = useState(starting.answers);
  const [position, setPosition] = useState(0);
  const [prompt, setPrompt] = useState<'leave' | 'submit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submitQuiz = useSubmitQuiz();
  const saver = useSaveQuizAnswers(quizId);
  const { save } = saver;
  const timeUp = secondsLeft === 0;
  const isLast = position === questions.length - 1;
  const answered = questions.filter((q) => answers[q._id]).length;
  const question = questions[position] ?? questions[0];

  // What this tab chose while the server could not hear it goes to the server now.
  useEffect(() => {
    for (const [questionId, choice] of starting.unsaved) save(questionId, choice);
  }, [starting, save]);

  function answer(questionId: string, choice: string) {
    const next = { ...answers, [questionId]: choice };
    setAnswers(next);
    saveAnswers(quizId, startedAt, next);
    save(questionId, choice);
  }

  function submit(timeRanOut = false) {
    if (submitQuiz.isPending) return;
    setError(null);
    setPrompt(null);
    const body = {
      answers: questions.map((q) => ({ question: q._id, selectedAnswer: answers[q._id] ?? '' })),
      timeTaken: secondsSince(startedAt),
    };
    submitQuiz.mutate(
      { quizId, body },
      {
        onSuccess: (result) => {
          saver.stop();
          clearAnswers(quizId, startedAt);
          onSubmitted(result, timeRanOut || result.submission.autoSubmitted);
        },
        onError: (failure) => {
          const fallback = t('student.attempt.submitFailed');
          setError(failureMessage(failure, fallback, fallback));
        },
      },
    );
  }

  // At zero the attempt goes in with whatever is answered; a failure leaves Submit to try again.
  const submitAtZero = useEffectEvent(() => submit(true));
  useEffect(() => {
    if (timeUp) submitAtZero();
  }, [timeUp]);

  const low = secondsLeft < LOW_TIME_SECONDS;
  return (
    <Modal.Root
      opened
      onClose={() => {
        // Closing mid-attempt first warns that the clock does not stop.
        if (!submitQuiz.isPending) setPrompt('leave');
      }}
      size="lg"
      // A phone gives the quiz the whole screen.
      fullScreen={phone}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's modal header stays at the top while the question scrolls: the clock lives
            there, always in sight, outside the title that names the dialog. */}
        <Modal.Header>
          <Modal.Title fw={600}>
            <UserText>{quiz.title}</UserText>
          </Modal.Title>
          <Group gap="xs" wrap="nowrap" ms="sm">
            <Group gap={6} wrap="nowrap" c={low ? 'red' : undefined}>
              <IconClock size={18} aria-hidden />
              <Text role="timer" aria-label={t('student.attempt.timeLeft')} fw={700} ff="monospace">
                {formatClock(secondsLeft)}
              </Text>
            </Group>
            <Modal.CloseButton aria-label={t('student.attempt.close')} size="xl" />
          </Group>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('student.attempt.answeredOf', { answered, total: questions.length })}
              </Text>
              <SaveState status={saver.status} />
            </Stack>
            <Text size="sm" aria-live="polite" c={low ? 'red' : 'dimmed'}>
              {timeUp ? t('student.attempt.timeUp') : low ? t('student.attempt.lessThanMinute') : ''}
            </Text>

            {prompt === 'leave' ? (
              <LeavePrompt onStay={() => setPrompt(null)} onGo={onLeave} />
            ) : prompt === 'submit' && !timeUp ? (
              <SubmitPrompt
                unanswered={questions.length - answered}
                onStay={() => setPrompt(null)}
                onGo={() => submit()}
              />
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
                {t('student.attempt.willCountWrong', { count: questions.length - answered })}
              </Text>
            ) : null}

            <Group justify="space-between">
              <Button
                variant="default"
                mih={TOUCH_TARGET}
                leftSection={<IconChevronLeft size={16} className="mirror-in-rtl" />}
                disabled={position === 0 || prompt !== null}
                onClick={() => setPosition(position - 1)}
              >
                {t('student.attempt.previous')}
              </Button>
              {isLast || timeUp ? (
                <Button
                  mih={TOUCH_TARGET}
                  rightSection={<IconSend size={16} />}
                  loading={submitQuiz.isPending}
                  disabled={prompt !== null && !timeUp}
                  // At zero it goes at once (a retry after a failed automatic submit); otherwise it asks first.
                  onClick={() => (timeUp ? submit(true) : setPrompt('submit'))}
                >
                  {t('student.attempt.submit')}
                </Button>
              ) : (
                <Button
                  mih={TOUCH_TARGET}
                  rightSection={<IconChevronRight size={16} className="mirror-in-rtl" />}
                  disabled={prompt !== null}
                  onClick={() => setPosition(position + 1)}
                >
                  {t('student.attempt.next')}
                </Button>
              )}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
