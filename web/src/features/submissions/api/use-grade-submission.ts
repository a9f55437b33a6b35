import { type GradingKind, gradingEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { STAFF_SUBMISSIONS_KEY } from './use-staff-submissions';

interface GradeInput {
  kind: GradingKind;
  id: string;
  grade: number;
  feedback: string;
  correctionFiles: readonly File[];
}

/**
 * PUT /{kind}-submissions/{id}/grade (multipart: grade, feedback, correctionFiles repeated):
 * 'Grade updated successfully!'. The lists reload, since the status, grade and files change.
 */
export function useGradeSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, grade, feedback, correctionFiles }: GradeInput) => {
      const form = new FormData();
      form.append('grade', String(grade));
      form.append('feedback', feedback);
      for (const file of correctionFiles) form.append('correctionFiles', file);
      return callApi(gradingEndpoints[kind].grade, { params: { id }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_SUBMISSIONS_KEY }),
  });
}
