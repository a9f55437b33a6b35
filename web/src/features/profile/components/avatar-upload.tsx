import { Button, FileButton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useUploadAvatar } from '../api/use-upload-avatar';
import { AVATAR_ACCEPT, AVATAR_HINT, avatarProblem } from '../avatar-rules';

export function AvatarUpload() {
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();

  function choose(file: File | null) {
    setError(null);
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Profile picture updated.' }),
      onError: (failure) => setError(failureMessage(failure, 'Profile picture upload failed')),
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
            Change picture
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {AVATAR_HINT}
      </Text>
      <FormFeedback error={error} />
    </Stack>
  );
}
