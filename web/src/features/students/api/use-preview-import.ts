import type { studentImportPreviewReply } from '@sabora/contract';
import { studentEndpoints } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type ImportPreview = z.infer<typeof studentImportPreviewReply>['data'];

export function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST /students/import/preview: every row of the file with its errors; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => callApi(studentEndpoints.importPreview, { body: csvForm(file) }),
  });
}
