import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/i18n/format';

/**
 * How one kind of assignment is named on its screens: `{ one: 'exam', many: 'exams' }`. `one` is
 * also the kind's key in the `common` catalogue (`assignment.exam.*`), where each language words
 * the kind's sentences whole: a noun slotted into one sentence cannot agree in Arabic or French.
 */
export interface AssignmentNoun {
  one: 'exam' | 'homework';
  many: string;
}

/**
 * The sentences the homework and exam screens share, word for word as
 * docs/product/rules.md, "Messages" gives them for each kind ("Exam uploaded successfully!", "No
 * homeworks uploaded yet.", "Failed to delete exam"), in the page's language (`t` of the rendering
 * component, so they follow a change of language).
 */
export function assignmentWords({ one }: AssignmentNoun, t: TFunction<'common'>) {
  const kind = one;
  return {
    // The staff screen (/homework-admin, /exams-admin).
    listHeading: t(`assignment.${kind}.listHeading`),
    tableLabel: t(`assignment.${kind}.tableLabel`),
    loading: t(`assignment.${kind}.loading`),
    loadFailed: t(`assignment.${kind}.loadFailed`),
    noneUploaded: t(`assignment.${kind}.noneUploaded`),
    uploadFirst: t(`assignment.${kind}.uploadFirst`),
    pageLine: (count: number, page: number, totalPages: number) =>
      t(`assignment.${kind}.pageLine`, {
        count,
        page: formatNumber(page),
        total: formatNumber(totalPages),
      }),
    staffPagerLabel: t(`assignment.${kind}.staffPagerLabel`),
    upload: t(`assignment.${kind}.upload`),
    uploaded: t(`assignment.${kind}.uploaded`),
    uploadFailed: t(`assignment.${kind}.uploadFailed`),
    edit: t(`assignment.${kind}.edit`),
    updated: t(`assignment.${kind}.updated`),
    updateFailed: t(`assignment.${kind}.updateFailed`),
    deleteTitle: t(`assignment.${kind}.deleteTitle`),
    deleteQuestion: t(`assignment.${kind}.deleteQuestion`),
    deleted: t(`assignment.${kind}.deleted`),
    deleteFailed: t(`assignment.${kind}.deleteFailed`),
    // The student's screen (/homeworks-students, /exams-students).
    search: t(`assignment.${kind}.search`),
    /** What a search that finds none names: "exams". */
    searchWhat: t(`assignment.${kind}.many`),
    studentPagerLabel: t(`assignment.${kind}.studentPagerLabel`),
    submit: t(`assignment.${kind}.submit`),
    submitFailed: t(`assignment.${kind}.submitFailed`),
  };
}
