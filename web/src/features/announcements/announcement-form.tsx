import { Button, FileInput, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ANNOUNCEMENT_FILE_EXTENSIONS,
  ANNOUNCEMENT_FILE_MAX_BYTES,
  ANNOUNCEMENT_TEXT_MAX,
} from '@sabora/contract';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesProblem } from '../../components/files-submit-form';
import { FormFeedback } from '../../components/form-feedback';
import { UploadProgressBar } from '../../components/upload-progress-bar';
import { failureMessage } from '../../lib/api-client';
import { formatBytes } from '../../lib/format';
import { wasCancelled } from '../../lib/upload-with-progress';
import { useFormValues } from '../../lib/use-form-values';
import { useUpload } from '../../lib/use-upload';
import { usePostAnnouncement } from './api/use-post-announcement';

const FILE_RULES = {
  extensions: ANNOUNCEMENT_FILE_EXTENSIONS,
  maxBytes: ANNOUNCEMENT_FILE_MAX_BYTES,
  maxCount: 1,
};
const ACCEPT = ANNOUNCEMENT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const empty = () => ({ title: '', text: '' });

/** Posts an announcement to the chosen subject: title, text and an optional file, with progress. */
export function AnnouncementForm({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation('announcements');
  const form = useFormValues(empty);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [feedback, setFeedback] = useState<{ error?: string; notice?: string }>({});
  const upload = useUpload();
  const post = usePostAnnouncement();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { title, text } = form.values;
    const required = t('form.required');
    const wrong = form.showErrors({
      title: title.trim() ? undefined : required,
      text: text.trim() ? undefined : required,
    });
    const problem = file ? (filesProblem([file], FILE_RULES) ?? undefined) : undefined;
    setFileError(problem);
    setFeedback({});
    if (wrong || problem) return;
    const body = new FormData();
    body.append('subject', subjectId);
    body.append('title', title);
    body.append('text', text);
    if (file) body.append('file', file);
    post.mutate(
      { body, ...upload.start() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('form.posted') });
          form.reset();
          setFile(null);
        },
        onError: (failure) => {
          if (wasCancelled(failure)) setFeedback({ notice: t('upload.cancelled', { ns: 'common' }) });
          else if (!form.takeServerError(failure, { file: setFileError }))
            setFeedback({ error: failureMessage(failure, t('form.failed'), t('form.failed')) });
        },
        onSettled: upload.finish,
      },
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack>
        <TextInput
          label={t('form.titleField')}
          required
          maxLength={200}
          {...form.bind('title')}
          disabled={post.isPending}
        />
        <Textarea
          label={t('form.textField')}
          required
          rows={4}
          maxLength={ANNOUNCEMENT_TEXT_MAX}
          {...form.bind('text')}
          disabled={post.isPending}
        />
        <FileInput
          label={t('form.fileField')}
          description={t('form.fileRules', {
            extensions: ANNOUNCEMENT_FILE_EXTENSIONS.join(', '),
            size: formatBytes(ANNOUNCEMENT_FILE_MAX_BYTES),
          })}
          placeholder={t('form.chooseFile')}
          accept={ACCEPT}
          leftSection={<IconPaperclip size={16} />}
          clearable
          value={file}
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
          disabled={post.isPending}
        />
        <UploadProgressBar upload={upload} />
        <FormFeedback error={feedback.error} />
        {feedback.notice ? (
          <Text role="status" c="dimmed" size="sm">
            {feedback.notice}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={post.isPending}>
            {t('form.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
