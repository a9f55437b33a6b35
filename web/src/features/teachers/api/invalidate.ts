import { useQueryClient } from '@tanstack/react-query';
import { TEACHERS_KEY } from './use-teachers';

/** Teachers show their subjects and subjects show their teachers: a change reloads both. */
export function useInvalidateTeachers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TEACHERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['subjects'] }),
    ]);
}
