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
import { useFormValues } from '../../../lib/use-form-values';
import { useCreateQuestion } from '../api/use-create-question';
import { useUpdateQuestion } from '../api/use-update-question';
import {
  checkQuestion,
  newQuestionValues,
  QUESTION_IMAGE_ACCEPT,
  type QuestionFormValues,
  questionFieldLabels,
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
  const form = useFormValues<QuestionFormValues>(
    () => (question ? questionValuesOf(question) : newQuestionValues()),
    { labels: questionFieldLabels(), serverFields: { rightChoice: 'rightIndex' } },
  );
  const { values, errors } = form;
  const [error, setError] = useState<string | null>(null);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkQuestion(values, {
      subject: question?.subject ?? subjectId,
      chapter: question?.chapter ?? chapterId,
      hasImage: Boolean(question?.image),
    });
    setError(null);
    if ('errors' in checked) {
      // The subject and chapter come from the page, not a field: a problem there stays form-level.
      const { subject, chapter, ...fields } = checked.errors;
      setError(subject ?? chapter ?? null);
      form.showErrors(fields);
      return;
    }
    const onSuccess = (reply: { message: string }) => {
      const own = question ? t('done.updated') : t('done.added');
      notifications.show({ color: 'green', message: successText(reply.message, own) });
      onClose();
    };
    const failed = (key: 'form.updateFailed' | 'form.addFailed') => (failure: Error) => {
      if (!form.takeServerError(failure)) setError(t(key, { reason: reasonOf(failure) }));
    };
    if (question) {
      update.mutate(
        { id: question._id, ...checked.input },
        { onSuccess, onError: failed('form.updateFailed') },
      );
    } else {
      create.mutate(checked.input, { onSuccess, onError: failed('form.addFailed') });
    }
  }

  /** Option `at` is typed: its text, and the right choice dropped if its option was emptied. */
  function changeOption(at: number, text: string) {
    const next = withOption(values, at, text);
    form.set('options', next.options);
    if (next.rightIndex !== values.rightIndex) form.set('rightIndex', next.rightIndex);
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
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput label={t('form.title')} {...form.bind('title')} />
          <Textarea
            label={t('form.header')}
            description={t('form.headerHint')}
            rows={2}
            resize="vertical"
            {...form.bind('header')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {OPTION_SLOTS.map((at) => (
              <TextInput
                key={at}
                label={t('form.option', { number: at + 1 })}
                value={values.options[at] ?? ''}
                error={errors[`options.${at}`]}
                onChange={(event) => changeOption(at, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          <NativeSelect
            label={t('form.rightChoice')}
            description={t('form.rightChoiceHint')}
            data={[{ value: '', label: t('form.chooseRight') }, ...rightChoiceOptions(values.options)]}
            {...form.bind('rightIndex')}
          />
          <TextInput
            label={t('form.videoLink')}
            type="url"
            placeholder={t('form.videoPlaceholder')}
            {...form.bind('videoLink')}
          />
          <Textarea
            label={t('form.comment')}
            description={t('form.commentHint')}
            rows={2}
            resize="vertical"
            {...form.bind('comment')}
          />
          <Checkbox
            label={t('form.includeImage')}
            checked={values.includeImage}
            onChange={(event) => form.set('includeImage', event.currentTarget.checked)}
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
                value={values.image}
                error={errors.image}
                onChange={(image) => form.set('image', image)}
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
