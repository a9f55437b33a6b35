import { type ChapterBody, chapterEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { chaptersKey } from '../../../lib/queries/use-chapters';

type ChapterUpdate = Omit<ChapterBody, 'subject'> & { id: string };

export function useUpdateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChapterUpdate) =>
      callApi(chapterEndpoints.update, { params: { id }, body }),
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: chaptersKey(reply.data.subject) }),
  });
}
