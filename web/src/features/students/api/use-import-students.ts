import { studentEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useInvalidateStudents } from './invalidate';
import { csvForm } from './use-preview-import';

/** POST /students/import: all rows or none (a 400 names the rows with errors). */
export function useImportStudents() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (file: File) => callApi(studentEndpoints.import, { body: csvForm(file) }),
    onSuccess: invalidate,
  });
}
