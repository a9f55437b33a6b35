import { Image, Radio, Stack, Text } from '@mantine/core';
import type { QuizTakingQuestion } from '@sabora/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { isolate } from '../../../lib/isolate';
import classes from './quiz-choice.module.css';

const LETTERS = 'ABCDEFGHIJ';

interface QuizQuestionViewProps {
  question: QuizTakingQuestion;
  position: number;
  total: number;
  answer: string | undefined;
  onAnswer: (answer: string) => void;
  disabled: boolean;
}

/** One question and its options as a radio group (arrow keys move between the options). */
export function QuizQuestionView({
  question,
  position,
  total,
  answer,
  onAnswer,
  disabled,
}: QuizQuestionViewProps) {
  const heading = useRef<HTMLParagraphElement>(null);
  const { t } = useTranslation('quizzes');
  // Each question mounts afresh (keyed by id): moving on puts the reader at the new question,
  // not on a button that may have gone.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const text = question.title || question.header;
  return (
    <Stack gap="sm">
      <Text ref={heading} tabIndex={-1} size="sm" c="dimmed" data-autofocus>
        {t('student.question.of', { position: position + 1, total })}
      </Text>
      {question.image ? (
        <Image
          src={question.image}
          alt={t('student.question.figureFor', { text: isolate(text) })}
          maw={420}
          radius="sm"
        />
      ) : null}
      <Radio.Group
        label={<UserText block>{text}</UserText>}
        description={
          question.title && question.header ? <UserText block>{question.header}</UserText> : undefined
        }
        value={answer ?? null}
        onChange={onAnswer}
        readOnly={disabled}
        styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 600 } }}
      >
        <Stack gap="xs" mt="sm">
          {question.options.map((option, index) => (
            <Radio
              key={option}
              value={option}
              label={
                <>
                  {LETTERS[index] ?? '?'}. <UserText>{option}</UserText>
                </>
              }
              disabled={disabled}
              size="md"
              classNames={classes}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
