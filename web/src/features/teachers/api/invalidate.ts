import { useQueryClient } from '@tanstack/react-query';
import { subjectKeys } from '../../../lib/subjects/keys';
import { teacherKeys } from './teacher-keys';

/** Teachers show their subjects and subjects show their teachers: a change reloads both. */
export function useInvalidateTeachers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
      queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
    ]);
}
