import {
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Subject, SYSTEMS } from '@sabora/contract';
import { IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { successText } from '../../../lib/success-text';
import { systemOptions } from '../../../lib/systems';
import { useFormValues } from '../../../lib/use-form-values';
import { useCreateSubject } from '../api/use-create-subject';
import { useUpdateSubject } from '../api/use-update-subject';
import {
  checkSubject,
  imageProblem,
  newSubjectValues,
  SUBJECT_IMAGE_ACCEPT,
  type SubjectFormValues,
  subjectImageHint,
  subjectValuesOf,
} from '../subject-form-values';
import { CurriculumEditor } from './curriculum-editor';

interface SubjectFormModalProps {
  /** The subject being edited; absent for a new one. */
  subject?: Subject;
  onClose: () => void;
}

/** Add or edit a subject. Mounted while open, so every opening starts from fresh values. */
export function SubjectFormModal({ subject, onClose }: SubjectFormModalProps) {
  const { t } = useTranslation('subjects');
  // A refusal that names a field ("code: …") is shown under it with the field's name in the page's language.
  const form = useFormValues<SubjectFormValues>(
    () => (subject ? subjectValuesOf(subject) : newSubjectValues()),
    {
      labels: {
        name: t('fields.name'),
        code: t('fields.code'),
        description: t('fields.description'),
        system: t('fields.system'),
        academicYear: t('fields.academicYear'),
      },
    },
  );
  const { values, errors } = form;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const pending = create.isPending || update.isPending;

  const change = (patch: Partial<SubjectFormValues>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.set(name as keyof SubjectFormValues, value as never);
    }
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkSubject(values);
    const problem = image ? (imageProblem(image) ?? undefined) : undefined;
    setError(null);
    setImageError(problem);
    form.showErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked || problem) return;
    const handlers = {
      onSuccess: (reply: { message: string }) => {
        const own = subject ? t('done.updated') : t('done.created');
        notifications.show({ color: 'green', message: successText(reply.message, own) });
        onClose();
      },
      onError: (failure: Error) => {
        if (!form.takeServerError(failure, { image: setImageError })) {
          setError(failureMessage(failure, t('form.failed')));
        }
      },
    };
    if (subject) update.mutate({ id: subject._id, fields: checked.fields, image }, handlers);
    else create.mutate({ fields: checked.fields, image }, handlers);
  }

  const title = subject ? t('form.editTitle') : t('form.addTitle');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened
      onClose={onClose}
      title={title}
      size="xl"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.name')} {...form.bind('name')} />
            <TextInput label={t('fields.code')} {...form.bind('code')} />
            <NativeSelect
              label={t('fields.system')}
              data={systemOptions()}
              value={values.system}
              error={errors.system}
              onChange={(event) => {
                const system = SYSTEMS.find((s) => s === event.currentTarget.value);
                if (system) change({ system });
              }}
            />
            <TextInput label={t('fields.academicYear')} {...form.bind('academicYear')} />
          </SimpleGrid>
          <Textarea
            label={t('fields.description')}
            rows={3}
            resize="vertical"
            {...form.bind('description')}
          />
          <Switch
            label={t('fields.isActive')}
            checked={values.isActive}
            onChange={(event) => change({ isActive: event.currentTarget.checked })}
          />
          <FileInput
            label={t('fields.image')}
            description={subject ? t('form.keepImage', { hint: subjectImageHint() }) : subjectImageHint()}
            placeholder={subject?.image ? t('form.keepImagePlaceholder') : t('form.chooseImage')}
            accept={SUBJECT_IMAGE_ACCEPT}
            leftSection={<IconPhoto size={16} />}
            clearable
            value={image}
            error={imageError}
            onChange={(chosen) => {
              setImage(chosen);
              setImageError(undefined);
            }}
          />
          <CurriculumEditor
            resources={values.resources}
            topics={values.topics}
            onChange={change}
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
