import { type EndpointReply, questionBankEndpoints } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from '../../../lib/question-bank/keys';
import { type QuestionInput, questionFormData } from './question-form-data';

/** A 2xx reply that is not `{ success: true }`: the save cannot be taken as done. */
class UnexpectedReplyError extends Error {
  constructor() {
    super('Unexpected response from server.');
    this.name = 'UnexpectedReplyError';
  }
}

/** PUT /question-bank/{id}: 'Include Image' unticked removes the image; no new image keeps it. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: QuestionInput & { id: string }) => {
      // An empty 2xx body reads as undefined, whatever the contract says the reply is.
      const reply: EndpointReply<typeof questionBankEndpoints.update> | undefined = await callApi(
        questionBankEndpoints.update,
        { params: { id }, body: questionFormData(input) },
      );
      if (reply?.success !== true) throw new UnexpectedReplyError();
      return reply;
    },
    // Also after an unexpected reply: the server may have saved, so the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionBankKeys.all }),
  });
}
