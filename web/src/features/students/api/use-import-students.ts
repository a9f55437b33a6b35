import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';
import { csvForm } from './use-preview-import';

interface ImportReply {
  success: true;
  message: string;
  created: number;
}

/** POST /students/import: all rows or none (a 400 names the rows with errors). */
export function useImportStudents() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<ImportReply>('/students/import', { method: 'POST', body: csvForm(file) }),
    onSuccess: invalidate,
  });
}
