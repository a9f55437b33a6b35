import { MAX_PAGE_LIMIT, type Subject, type System, subjectEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { subjectKeys } from './keys';

/** Every subject (of one system when given), page after page: pickers must offer them all. */
async function allSubjects(system: System | undefined, signal: AbortSignal): Promise<Subject[]> {
  const page = (n: number) =>
    callApi(subjectEndpoints.list, { query: { page: n, limit: MAX_PAGE_LIMIT, system }, signal });
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => page(index + 2)),
  );
  return [...first.data, ...rest.flatMap((reply) => reply.data)];
}

/**
 * GET /subjects for the pickers, each subject with its teachers. Under the subjects key, so
 * any change to subjects or their teachers reloads it.
 */
export function useSubjectCatalogue(system?: System, enabled = true) {
  return useQuery({
    queryKey: subjectKeys.catalogue(system),
    queryFn: ({ signal }) => allSubjects(system, signal),
    enabled,
  });
}
