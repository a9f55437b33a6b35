import { type ExamSubmission, submissionEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { MY_EXAM_SUBMISSIONS_KEY } from '../../../lib/queries/use-my-exam-submissions';

interface ExamSubmitInput {
  examId: string;
  files: readonly File[];
}

/** The calendar's due dates show what is submitted; the calendar screen keeps its queries here. */
const CALENDAR_KEY = ['calendar'] as const;

/**
 * POST /exam-submissions/submit (multipart: examId, files[]). Spec §4: afterwards the submission
 * is re-fetched (GET /exam-submissions/my/{examId}), put into the list, and the calendar refreshes.
 */
export function useSubmitExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, files }: ExamSubmitInput) => {
      const form = new FormData();
      form.append('examId', examId);
      for (const file of files) form.append('files[]', file);
      return callApi(submissionEndpoints.exam.submit, { body: form });
    },
    onSuccess: async (_reply, { examId }) => {
      void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      try {
        const { submission } = await callApi(submissionEndpoints.exam.mineFor, {
          params: { itemId: examId },
        });
        if (!submission) throw new Error('The submission was not found after submitting.');
        queryClient.setQueryData<ExamSubmission[]>(MY_EXAM_SUBMISSIONS_KEY, (list = []) => [
          ...list.filter((item) => item.exam._id !== examId),
          submission,
        ]);
      } catch {
        // The submit itself succeeded: reload the whole list rather than report a failure.
        await queryClient.invalidateQueries({ queryKey: MY_EXAM_SUBMISSIONS_KEY });
      }
    },
  });
}
