import { type ChapterBody, chapterEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { chaptersKey } from '../../../lib/queries/use-chapters';

export function useCreateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChapterBody) => callApi(chapterEndpoints.create, { body }),
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: chaptersKey(reply.data.subject) }),
  });
}
