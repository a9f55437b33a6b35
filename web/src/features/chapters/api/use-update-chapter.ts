import type { ChapterBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chaptersKey } from '../../../lib/queries/use-chapters';
import type { ChapterSaveReply } from './use-create-chapter';

type ChapterUpdate = Omit<ChapterBody, 'subject'> & { id: string };

export function useUpdateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChapterUpdate) =>
      apiRequest<ChapterSaveReply>(`/chapters/${id}`, { method: 'PUT', body }),
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: chaptersKey(reply.data.subject) }),
  });
}
