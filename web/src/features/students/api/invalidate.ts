import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { parentKeys } from '../../../lib/parents/keys';
import { studentKeys } from '../../../lib/students/keys';
import { subjectKeys } from '../../../lib/subjects/keys';

/**
 * A change to students reaches other lists: parents are linked by the parent email, and subjects
 * count their enrolments. Their keys start with these names.
 */
function invalidateStudentLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: studentKeys.all }),
    queryClient.invalidateQueries({ queryKey: parentKeys.all }),
    queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  ]);
}

export function useInvalidateStudents() {
  const queryClient = useQueryClient();
  return () => invalidateStudentLists(queryClient);
}
