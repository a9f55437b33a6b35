import { Button, FileButton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useUploadAvatar } from '../api/use-upload-avatar';
import { AVATAR_ACCEPT, avatarHint, avatarProblem } from '../avatar-rules';

export function AvatarUpload() {
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const { t } = useTranslation('profile');

  function choose(file: File | null) {
    setError(null);
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('avatar.updated') }),
      onError: (failure) => setError(failureMessage(failure, t('avatar.failed'))),
    });
  }

  return (
    <Stack gap="xs" align="center">
      <FileButton onChange={choose} accept={AVATAR_ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="xs"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
          >
            {t('avatar.change')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {avatarHint()}
      </Text>
      <FormFeedback error={error} />
    </Stack>
  );
}
