import type { AssignmentNoun } from '../../components/assignment/assignment-words';

/** Homeworks are one kind of assignment: the shared screens name them with this. */
export const HOMEWORK_NOUN: AssignmentNoun = { one: 'homework', many: 'homeworks' };
