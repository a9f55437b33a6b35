import { Button, Group, Stack, Text } from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/api-client';
import { SUBMISSION_FILE_RULES } from '../../lib/submission-file-rules';
import type { ReplaceInput } from '../../lib/submissions/use-hand-in';
import { wasCancelled } from '../../lib/upload-with-progress';
import { useUpload } from '../../lib/use-upload';
import { FilesSubmitForm } from '../files-submit-form';
import { FormFeedback } from '../form-feedback';
import { UploadProgressBar } from '../upload-progress-bar';

interface ReplaceHandInProps {
  submissionId: string;
  /** The kind's replace call (lib/submissions/use-hand-in `useReplaceHandIn`). */
  replace: {
    isPending: boolean;
    mutate: (
      input: ReplaceInput,
      callbacks: { onSuccess: () => void; onError: (failure: Error) => void; onSettled: () => void },
    ) => void;
  };
}

/**
 * Under a hand-in that may still be replaced (`mayReplaceHandIn`: ungraded, before the due date):
 * the way to send other files in its place, asked first like a hand-in, with the upload's progress.
 */
export function ReplaceHandIn({ submissionId, replace }: ReplaceHandInProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const [feedback, setFeedback] = useState<{ error?: string; success?: string; notice?: string }>({});
  const upload = useUpload();
  const failed = t('assignment.replaceFailed');

  const notice = feedback.notice ? (
    <Text role="status" c="dimmed" size="sm">
      {feedback.notice}
    </Text>
  ) : null;

  if (!choosing) {
    return (
      <Stack gap="xs">
        <FormFeedback success={feedback.success} />
        <Text size="sm" c="dimmed">
          {t('assignment.replaceHint')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconReplace size={16} />}
            onClick={() => {
              setFeedback({});
              setChoosing(true);
            }}
          >
            {t('assignment.replaceFiles')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <FilesSubmitForm
        label={t('assignment.newFiles')}
        rules={SUBMISSION_FILE_RULES}
        submitLabel={t('assignment.replaceFiles')}
        confirmTitle={t('files.confirmReplaceTitle')}
        confirmText={t('files.confirmReplace')}
        pending={replace.isPending}
        onSubmit={(files) => {
          setFeedback({});
          replace.mutate(
            { submissionId, files, ...upload.start() },
            {
              onSuccess: () => {
                setChoosing(false);
                setFeedback({ success: t('assignment.replaced') });
              },
              onError: (failure) =>
                setFeedback(
                  wasCancelled(failure)
                    ? { notice: t('upload.cancelled') }
                    : { error: failureMessage(failure, failed, failed) },
                ),
              onSettled: upload.finish,
            },
          );
        }}
      />
      <UploadProgressBar upload={upload} />
      <FormFeedback error={feedback.error} />
      {notice}
      <Group>
        <Button
          variant="default"
          disabled={replace.isPending}
          onClick={() => {
            setFeedback({});
            setChoosing(false);
          }}
        >
          {t('assignment.keepFiles')}
        </Button>
      </Group>
    </Stack>
  );
}
