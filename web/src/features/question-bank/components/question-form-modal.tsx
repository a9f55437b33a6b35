import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUESTION_OPTION_COUNT, type Question } from '@sabora/contract';
import { IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { useCreateQuestion } from '../api/use-create-question';
import { useUpdateQuestion } from '../api/use-update-question';
import {
  checkQuestion,
  newQuestionValues,
  QUESTION_IMAGE_ACCEPT,
  QUESTION_IMAGE_HINT,
  type QuestionFormValues,
  questionValuesOf,
  rightChoiceOptions,
  withOption,
} from '../question-form-values';

/** The four option inputs never move, so their position is their identity. */
const OPTION_SLOTS = Array.from({ length: QUESTION_OPTION_COUNT }, (_, at) => at);

interface QuestionFormModalProps {
  subjectId: string;
  chapterId: string;
  /** The question being edited; absent for a new one. */
  question?: Question;
  onClose: () => void;
}

/** Add or edit a question of the chosen chapter. Mounted while open, so each opening starts fresh. */
export function QuestionFormModal({ subjectId, chapterId, question, onClose }: QuestionFormModalProps) {
  const [values, setValues] = useState<QuestionFormValues>(() =>
    question ? questionValuesOf(question) : newQuestionValues(),
  );
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const pending = create.isPending || update.isPending;
  const change = (patch: Partial<QuestionFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkQuestion(values, {
      subject: question?.subject ?? subjectId,
      chapter: question?.chapter ?? chapterId,
      image,
      hasImage: Boolean(question?.image),
    });
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    const onSuccess = (reply: { message: string }) => {
      notifications.show({ color: 'green', message: reply.message });
      onClose();
    };
    if (question) {
      update.mutate(
        { id: question._id, ...checked.input },
        { onSuccess, onError: (failure) => setError(`Failed to update question: ${reasonOf(failure)}`) },
      );
    } else {
      create.mutate(checked.input, {
        onSuccess,
        onError: (failure) => setError(`Failed to add question: ${reasonOf(failure)}`),
      });
    }
  }

  const title = question ? 'Edit Question' : 'Add Question';
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label="Title"
            value={values.title}
            onChange={(event) => change({ title: event.currentTarget.value })}
          />
          <Textarea
            label="Header"
            description="Instructions or a passage shown above the question."
            rows={2}
            resize="vertical"
            value={values.header}
            onChange={(event) => change({ header: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {OPTION_SLOTS.map((at) => (
              <TextInput
                key={at}
                label={`Option ${at + 1}`}
                value={values.options[at] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => withOption(current, at, text));
                }}
              />
            ))}
          </SimpleGrid>
          <NativeSelect
            label="Right Choice"
            description="Only options with text can be the right choice."
            data={[{ value: '', label: 'Choose the right option' }, ...rightChoiceOptions(values.options)]}
            value={values.rightIndex}
            onChange={(event) => change({ rightIndex: event.currentTarget.value })}
          />
          <TextInput
            label="Video Link"
            type="url"
            placeholder="https://"
            value={values.videoLink}
            onChange={(event) => change({ videoLink: event.currentTarget.value })}
          />
          <Textarea
            label="Comment"
            description="An explanation of the answer."
            rows={2}
            resize="vertical"
            value={values.comment}
            onChange={(event) => change({ comment: event.currentTarget.value })}
          />
          <Checkbox
            label="Include Image"
            checked={values.includeImage}
            onChange={(event) => change({ includeImage: event.currentTarget.checked })}
          />
          {values.includeImage ? (
            <Stack gap="xs">
              {question?.image ? (
                <Image
                  src={question.image}
                  alt="The current image"
                  mah={140}
                  w="auto"
                  fit="contain"
                  radius="sm"
                />
              ) : null}
              <FileInput
                label="Image"
                description={
                  question?.image
                    ? `Leave empty to keep the current image. ${QUESTION_IMAGE_HINT}`
                    : QUESTION_IMAGE_HINT
                }
                placeholder={question?.image ? 'Keep the current image' : 'Choose an image'}
                accept={QUESTION_IMAGE_ACCEPT}
                leftSection={<IconPhoto size={16} />}
                clearable
                value={image}
                onChange={setImage}
              />
            </Stack>
          ) : null}
          <FormFeedback error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {question ? 'Save Changes' : 'Add Question'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
