import { type GradingKind, gradingEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionKeys } from '../../../lib/submissions/keys';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

interface GradeInput extends UploadProgress {
  kind: GradingKind;
  id: string;
  grade: number;
  feedback: string;
  correctionFiles: readonly File[];
}

/**
 * PUT /{kind}-submissions/{id}/grade (multipart: grade, feedback, correctionFiles repeated):
 * 'Grade updated successfully!', sent with progress and a way to cancel (correction files can be
 * large). The lists reload, since the status, grade and files change.
 */
export function useGradeSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, grade, feedback, correctionFiles, ...progress }: GradeInput) => {
      const form = new FormData();
      form.append('grade', String(grade));
      form.append('feedback', feedback);
      for (const file of correctionFiles) form.append('correctionFiles', file);
      return uploadWithProgress(gradingEndpoints[kind].grade, { params: { id }, body: form, ...progress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.staff }),
  });
}
