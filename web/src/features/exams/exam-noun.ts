import type { AssignmentNoun } from '../../components/assignment/assignment-words';

/** Exams are one kind of assignment: the shared screens name them with this. */
export const EXAM_NOUN: AssignmentNoun = { one: 'exam', many: 'exams' };
