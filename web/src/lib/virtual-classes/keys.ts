import type { EndpointInput, virtualClassEndpoints, virtualClassStudentEndpoints } from '@sabora/contract';

type MyClassesQuery = EndpointInput<typeof virtualClassStudentEndpoints.myClasses>['query'];
const all = ['virtual-classes'] as const;
const staff = [...all, 'staff'] as const;

/**
 * The virtual classes' cache keys. Everything is under `all`, so joining a class refreshes the
 * classes page, today's classes, attendance and the staff's lists; the staff's own saves, deletes
 * and enrolments reload what is under `staff`.
 */
export const virtualClassKeys = {
  all,
  /** The student's classes page, a page at a time. */
  mine: (query: MyClassesQuery) => [...all, 'mine', query] as const,
  /** The classes of the student's day on their home page (the same call, asked for one day). */
  today: (query: MyClassesQuery) => [...all, 'today', query] as const,
  /** A child's attendance on the parent's dashboard. */
  attendance: (studentId: string) => [...all, 'attendance', studentId] as const,
  staff,
  staffList: (query: EndpointInput<typeof virtualClassEndpoints.list>['query']) =>
    [...staff, 'list', query] as const,
  staffStats: () => [...staff, 'stats'] as const,
  /** Every teacher a class may be given to, and the teachers of one subject. */
  teachers: () => [...all, 'teachers'] as const,
  subjectTeachers: (subjectId: string) => [...all, 'teachers', subjectId] as const,
  subjectStudents: (subjectId: string) => [...all, 'students', subjectId] as const,
};
