import { type ChapterBody, chapterEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { chapterKeys } from '../../../lib/chapters/keys';

type ChapterUpdate = Omit<ChapterBody, 'subject'> & { id: string };

export function useUpdateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChapterUpdate) =>
      callApi(chapterEndpoints.update, { params: { id }, body }),
    onSuccess: (reply) =>
      queryClient.invalidateQueries({ queryKey: chapterKeys.ofSubject(reply.data.subject) }),
  });
}
