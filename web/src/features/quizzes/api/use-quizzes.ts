import { type EndpointReply, QUIZZES_PAGE_SIZE, quizEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n/i18n';
import { quizKeys } from './quiz-keys';

/** Every cached quiz query lives under this key, so a save or delete reloads them all. */

/** Any reply but a 2xx with a `data` array is "Unexpected data format". */
const unexpectedFormat = () => new Error(i18next.t('admin.list.unexpectedFormat', { ns: 'quizzes' }));

/**
 * GET /quizzes?page&limit=20&search=: the quizzes staff manage, searched by title or subject name
 * on the server. The error's message is the reason shown after "Failed to load quizzes: ".
 */
export function useQuizzes(page: number, search: string) {
  const query = { page, limit: QUIZZES_PAGE_SIZE, search: search || undefined };
  return useQuery({
    queryKey: quizKeys.staffList(query),
    queryFn: async ({ signal }) => {
      // A 2xx without a body reads as undefined, whatever the contract says the reply is.
      let reply: EndpointReply<typeof quizEndpoints.list> | undefined;
      try {
        reply = await callApi(quizEndpoints.list, { query, signal });
      } catch (error) {
        // A refusal is a reply without the list; only a call that got no reply keeps its message.
        throw error instanceof ApiError ? unexpectedFormat() : error;
      }
      if (!Array.isArray(reply?.data)) throw unexpectedFormat();
      return reply;
    },
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
