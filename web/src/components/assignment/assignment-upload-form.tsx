import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/api-client';
import { wasCancelled } from '../../lib/upload-with-progress';
import { FormFeedback } from '../form-feedback';
import { UploadProgressBar } from '../upload-progress-bar';
import {
  type AssignmentFormBinding,
  type AssignmentInput,
  type CheckAssignment,
  type SaveCall,
  useAssignmentDraft,
} from './assignment-draft';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

interface AssignmentUploadFormProps<V extends object, F> {
  noun: AssignmentNoun;
  /** The empty form, also what it goes back to after an upload. */
  empty: () => V;
  check: CheckAssignment<V, F>;
  /** The kind's create call (POST /homeworks, POST /exams). */
  create: SaveCall<AssignmentInput<F>>;
  /** The kind's fields. */
  fields: (form: AssignmentFormBinding<V>) => ReactNode;
  /** Fields with no place for a message (lib/use-form-values.ts). */
  unshown?: readonly (keyof V & string)[];
}

/** The upload form at the top of the staff page; it empties itself after a successful upload. */
export function AssignmentUploadForm<V extends object, F>({
  noun,
  empty,
  check,
  create,
  fields,
  unshown,
}: AssignmentUploadFormProps<V, F>) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  const headingId = useId();
  const draft = useAssignmentDraft(empty, check, { unshown });
  const [feedback, setFeedback] = useState<{ error?: string; success?: string; notice?: string }>({});

  const submit = draft.submitWith((input) => {
    setFeedback({});
    create.mutate(input, {
      onSuccess: () => {
        draft.reset();
        setFeedback({ success: words.uploaded });
      },
      onError: (failure) => {
        if (wasCancelled(failure)) setFeedback({ notice: t('upload.cancelled') });
        else if (!draft.takeServerError(failure)) {
          setFeedback({ error: failureMessage(failure, words.uploadFailed, words.uploadFailed) });
        }
      },
      onSettled: draft.upload.finish,
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form ref={draft.formRef} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack>
          <Title order={2} size="h4" id={headingId}>
            {words.upload}
          </Title>
          {fields(draft.binding)}
          <UploadProgressBar upload={draft.upload} />
          <FormFeedback error={feedback.error} success={feedback.success} />
          {feedback.notice ? (
            <Text role="status" c="dimmed" size="sm">
              {feedback.notice}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} leftSection={<IconUpload size={16} />}>
              {words.upload}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
