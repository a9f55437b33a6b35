/**
 * A demo subject as each part of the seed reads it (seed/demo.ts makes the list): its first
 * chapter, its first teacher, and the student profiles enrolled in it, in the order of the demo's
 * people.
 */
export interface DemoSubject {
  id: string;
  code: string;
  name: string;
  firstChapterId: string;
  teacherId: string;
  studentIds: string[];
}
