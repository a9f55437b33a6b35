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
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { successText } from '../../../lib/success-text';
import { useCreateQuestion } from '../api/use-create-question';
import { useUpdateQuestion } from '../api/use-update-question';
import {
  checkQuestion,
  newQuestionValues,
  QUESTION_IMAGE_ACCEPT,
  type QuestionFormValues,
  questionImageHint,
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
  const { t } = useTranslation('question-bank');
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
      const own = question ? t('done.updated') : t('done.added');
      notifications.show({ color: 'green', message: successText(reply.message, own) });
      onClose();
    };
    if (question) {
      update.mutate(
        { id: question._id, ...checked.input },
        { onSuccess, onError: (failure) => setError(t('form.updateFailed', { reason: reasonOf(failure) })) },
      );
    } else {
      create.mutate(checked.input, {
        onSuccess,
        onError: (failure) => setError(t('form.addFailed', { reason: reasonOf(failure) })),
      });
    }
  }

  const title = question ? t('form.editTitle') : t('form.addTitle');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened
      onClose={onClose}
      title={title}
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label={t('form.title')}
            value={values.title}
            onChange={(event) => change({ title: event.currentTarget.value })}
          />
          <Textarea
            label={t('form.header')}
            description={t('form.headerHint')}
            rows={2}
            resize="vertical"
            value={values.header}
            onChange={(event) => change({ header: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {OPTION_SLOTS.map((at) => (
              <TextInput
                key={at}
                label={t('form.option', { number: at + 1 })}
                value={values.options[at] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => withOption(current, at, text));
                }}
              />
            ))}
          </SimpleGrid>
          <NativeSelect
            label={t('form.rightChoice')}
            description={t('form.rightChoiceHint')}
            data={[{ value: '', label: t('form.chooseRight') }, ...rightChoiceOptions(values.options)]}
            value={values.rightIndex}
            onChange={(event) => change({ rightIndex: event.currentTarget.value })}
          />
          <TextInput
            label={t('form.videoLink')}
            type="url"
            placeholder={t('form.videoPlaceholder')}
            value={values.videoLink}
            onChange={(event) => change({ videoLink: event.currentTarget.value })}
          />
          <Textarea
            label={t('form.comment')}
            description={t('form.commentHint')}
            rows={2}
            resize="vertical"
            value={values.comment}
            onChange={(event) => change({ comment: event.currentTarget.value })}
          />
          <Checkbox
            label={t('form.includeImage')}
            checked={values.includeImage}
            onChange={(event) => change({ includeImage: event.currentTarget.checked })}
          />
          {values.includeImage ? (
            <Stack gap="xs">
              {question?.image ? (
                <Image
                  src={question.image}
                  alt={t('form.currentImage')}
                  mah={140}
                  w="auto"
                  fit="contain"
                  radius="sm"
                />
              ) : null}
              <FileInput
                label={t('form.image')}
                description={
                  question?.image ? t('form.keepImage', { hint: questionImageHint() }) : questionImageHint()
                }
                placeholder={question?.image ? t('form.keepImagePlaceholder') : t('form.chooseImage')}
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
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {question ? t('form.save') : t('form.addTitle')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
