import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAPTER_DURATION_STEP, type Chapter } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { successText } from '../../../lib/success-text';
import { useFormValues } from '../../../lib/use-form-values';
import { useCreateChapter } from '../api/use-create-chapter';
import { useUpdateChapter } from '../api/use-update-chapter';
import {
  type ChapterFormValues,
  chapterValuesOf,
  checkChapter,
  newChapterValues,
} from '../chapter-form-values';
import { ObjectivesEditor } from './objectives-editor';

interface ChapterFormModalProps {
  subjectId: string;
  /** The subject's chapters, for the default order of a new one. */
  chapters: readonly Chapter[];
  /** The chapter being edited; absent for a new one. */
  chapter?: Chapter;
  onClose: () => void;
}

/** Add or edit a chapter. Mounted while open, so every opening starts from fresh values. */
export function ChapterFormModal({ subjectId, chapters, chapter, onClose }: ChapterFormModalProps) {
  const { t } = useTranslation('chapters');
  // A refusal that names a field ("title: …") is shown under it with the field's name in the page's language.
  const form = useFormValues<ChapterFormValues>(
    () => (chapter ? chapterValuesOf(chapter) : newChapterValues(chapters)),
    {
      labels: {
        title: t('fields.title'),
        description: t('fields.description'),
        order: t('fields.order'),
        content: t('fields.content'),
        duration: t('fields.duration'),
        objectives: t('fields.objectives'),
      },
    },
  );
  const { values, errors } = form;
  const [error, setError] = useState<string | null>(null);
  const create = useCreateChapter();
  const update = useUpdateChapter();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkChapter(values);
    setError(null);
    if ('errors' in checked) {
      form.showErrors(checked.errors);
      return;
    }
    const handlers = {
      onSuccess: (reply: { message: string }) => {
        const own = chapter ? t('done.updated') : t('done.created');
        notifications.show({ color: 'green', message: successText(reply.message, own) });
        onClose();
      },
      onError: (failure: Error) => {
        if (!form.takeServerError(failure)) setError(failureMessage(failure, t('form.failed')));
      },
    };
    if (chapter) update.mutate({ id: chapter._id, ...checked.body }, handlers);
    else create.mutate({ subject: subjectId, ...checked.body }, handlers);
  }

  const title = chapter ? t('form.editTitle') : t('form.addTitle');
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
          <Textarea label={t('form.description')} rows={3} resize="vertical" {...form.bind('description')} />
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('form.order')}
              min={1}
              allowDecimal={false}
              value={values.order}
              error={errors.order}
              onChange={(order) => form.set('order', order)}
            />
            <NumberInput
              label={t('form.duration')}
              min={0}
              step={CHAPTER_DURATION_STEP}
              decimalScale={1}
              value={values.duration}
              error={errors.duration}
              onChange={(duration) => form.set('duration', duration)}
            />
          </SimpleGrid>
          <Textarea label={t('form.content')} rows={8} resize="vertical" {...form.bind('content')} />
          <ObjectivesEditor
            objectives={values.objectives}
            onChange={(objectives) => form.set('objectives', objectives)}
            errors={errors}
          />
          <FormFeedback error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
