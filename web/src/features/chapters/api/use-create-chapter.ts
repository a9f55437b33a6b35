import type { Chapter, ChapterBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chaptersKey } from '../../../lib/queries/use-chapters';

export interface ChapterSaveReply {
  success: true;
  message: string;
  data: Chapter;
}

export function useCreateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChapterBody) => apiRequest<ChapterSaveReply>('/chapters', { method: 'POST', body }),
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: chaptersKey(reply.data.subject) }),
  });
}
