import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { STUDENTS_KEY } from './use-students';

/**
 * A change to students reaches other lists: parents are linked by the parent email, and subjects
 * count their enrolments. Their keys start with these names.
 */
function invalidateStudentLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['parents'] }),
    queryClient.invalidateQueries({ queryKey: ['subjects'] }),
  ]);
}

export function useInvalidateStudents() {
  const queryClient = useQueryClient();
  return () => invalidateStudentLists(queryClient);
}
