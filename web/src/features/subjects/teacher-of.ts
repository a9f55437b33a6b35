import type { Subject } from '@sabora/contract';
import { fullName } from '../../lib/format';

/** Spec §9: the text shown when a subject has no primary teacher. */
const TEACHER_TBA = 'Teacher TBA';

export const teacherOf = (subject: Pick<Subject, 'primaryTeacher'>) =>
  subject.primaryTeacher ? fullName(subject.primaryTeacher) : TEACHER_TBA;
