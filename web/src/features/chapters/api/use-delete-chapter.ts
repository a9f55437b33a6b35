import { type Chapter, chapterEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { chapterKeys } from '../../../lib/chapters/keys';

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapter: Pick<Chapter, '_id' | 'subject'>) =>
      callApi(chapterEndpoints.remove, { params: { id: chapter._id } }),
    onSuccess: (_reply, chapter) =>
      queryClient.invalidateQueries({ queryKey: chapterKeys.ofSubject(chapter.subject) }),
  });
}
