import { type HomeworkSubmission, submissionEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { MY_HOMEWORK_SUBMISSIONS_KEY } from '../../../lib/queries/use-my-homework-submissions';

interface HomeworkSubmitInput {
  homeworkId: string;
  files: readonly File[];
}

/** The calendar's due dates show what is submitted; the calendar screen keeps its queries here. */
const CALENDAR_KEY = ['calendar'] as const;

/**
 * POST /homework-submissions/submit (multipart: homeworkId, files repeated). Afterwards the item
 * refreshes: its submission is re-fetched (GET /homework-submissions/my/{homeworkId}) into the list.
 */
export function useSubmitHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homeworkId, files }: HomeworkSubmitInput) => {
      const form = new FormData();
      form.append('homeworkId', homeworkId);
      for (const file of files) form.append('files', file);
      return callApi(submissionEndpoints.homework.submit, { body: form });
    },
    onSuccess: async (_reply, { homeworkId }) => {
      void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      try {
        const { submission } = await callApi(submissionEndpoints.homework.mineFor, {
          params: { itemId: homeworkId },
        });
        if (!submission) throw new Error('The submission was not found after submitting.');
        queryClient.setQueryData<HomeworkSubmission[]>(MY_HOMEWORK_SUBMISSIONS_KEY, (list = []) => [
          ...list.filter((item) => item.homework._id !== homeworkId),
          submission,
        ]);
      } catch {
        // The submit itself succeeded: reload the whole list rather than report a failure.
        await queryClient.invalidateQueries({ queryKey: MY_HOMEWORK_SUBMISSIONS_KEY });
      }
    },
  });
}
