import type { Chapter } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chaptersKey } from '../../../lib/queries/use-chapters';

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapter: Pick<Chapter, '_id' | 'subject'>) =>
      apiRequest<{ success: true; message: string }>(`/chapters/${chapter._id}`, { method: 'DELETE' }),
    onSuccess: (_reply, chapter) => queryClient.invalidateQueries({ queryKey: chaptersKey(chapter.subject) }),
  });
}
