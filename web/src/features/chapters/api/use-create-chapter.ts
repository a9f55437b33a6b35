import { type ChapterBody, chapterEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { chapterKeys } from '../../../lib/chapters/keys';

export function useCreateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChapterBody) => callApi(chapterEndpoints.create, { body }),
    onSuccess: (reply) =>
      queryClient.invalidateQueries({ queryKey: chapterKeys.ofSubject(reply.data.subject) }),
  });
}
