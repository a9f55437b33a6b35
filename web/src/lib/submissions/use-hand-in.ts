import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../calendar/keys';
import type { UploadProgress } from '../upload-with-progress';

/** What differs between handing in a homework and an exam. */
export interface HandInKind<S> {
  /** The multipart names of the item's id and of each file: 'homeworkId' and 'files', 'examId' and 'files[]'. */
  idField: string;
  filesField: string;
  /** POST /{kind}-submissions/submit, sent with progress and a way to cancel. */
  submit: (form: FormData, progress: UploadProgress) => Promise<unknown>;
  /** PUT /{kind}-submissions/{id}/files: the replaced hand-in comes back. */
  replace: (submissionId: string, form: FormData, progress: UploadProgress) => Promise<{ data: S }>;
  /** GET /{kind}-submissions/my/{itemId}: the submission just made, or null. */
  mineFor: (itemId: string) => Promise<S | null>;
  /** The key of the student's own submissions (`submissionKeys.mine`). */
  listKey: readonly string[];
  /** The item a submission belongs to. */
  itemIdOf: (submission: S) => string;
}

/** What a hand-in sends: the homework's or exam's id and the student's files (with its progress). */
export interface HandInInput extends UploadProgress {
  itemId: string;
  files: readonly File[];
}

/**
 * Hands in a homework or an exam: the files together with the item's id. Afterwards the
 * submission is re-fetched and put into the student's list, and the calendar refreshes.
 */
export function useHandIn<S>(kind: HandInKind<S>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, files, ...progress }: HandInInput) => {
      const form = new FormData();
      form.append(kind.idField, itemId);
      for (const file of files) form.append(kind.filesField, file);
      return kind.submit(form, progress);
    },
    onSuccess: async (_reply, { itemId }) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      try {
        const submission = await kind.mineFor(itemId);
        if (!submission) throw new Error('The submission was not found after submitting.');
        queryClient.setQueryData<S[]>(kind.listKey, (list = []) => [
          ...list.filter((item) => kind.itemIdOf(item) !== itemId),
          submission,
        ]);
      } catch {
        // The submit itself succeeded: reload the whole list rather than report a failure.
        await queryClient.invalidateQueries({ queryKey: kind.listKey });
      }
    },
  });
}

/** What replacing a hand-in sends: the submission's id and the student's new files. */
export interface ReplaceInput extends UploadProgress {
  submissionId: string;
  files: readonly File[];
}

/**
 * Replaces the files of a hand-in that may still be replaced (`mayReplaceHandIn`); the reply is
 * the submission as it now is, put into the student's list in place of the old one.
 */
export function useReplaceHandIn<S>(kind: HandInKind<S>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, files, ...progress }: ReplaceInput) => {
      const form = new FormData();
      for (const file of files) form.append(kind.filesField, file);
      return kind.replace(submissionId, form, progress);
    },
    onSuccess: ({ data }) => {
      const itemId = kind.itemIdOf(data);
      queryClient.setQueryData<S[]>(kind.listKey, (list = []) => [
        ...list.filter((item) => kind.itemIdOf(item) !== itemId),
        data,
      ]);
    },
  });
}
