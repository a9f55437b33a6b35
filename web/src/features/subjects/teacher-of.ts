import type { Subject } from '@sabora/contract';
import { fullName } from '../../lib/format';
import { i18next } from '../../lib/i18n/i18n';

/** The text shown when a subject has no primary teacher ("Teacher TBA"). */
export const teacherOf = (subject: Pick<Subject, 'primaryTeacher'>) =>
  subject.primaryTeacher
    ? fullName(subject.primaryTeacher)
    : i18next.t('card.teacherTba', { ns: 'subjects' });
