/** How one kind of assignment is named on its screens: `{ one: 'exam', many: 'exams' }`. */
export interface AssignmentNoun {
  one: string;
  many: string;
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * The sentences the homework and exam screens share, word for word as the spec gives them for each
 * kind ("Exam uploaded successfully!", "No homeworks uploaded yet.", "Failed to delete exam"): the
 * two kinds say the same things and differ only by the noun.
 */
export function assignmentWords({ one, many }: AssignmentNoun) {
  const One = capitalised(one);
  const Many = capitalised(many);
  return {
    // The staff screen (/homework-admin, /exams-admin).
    listHeading: `Uploaded ${Many}`,
    tableLabel: Many,
    loading: `Loading ${many}`,
    loadFailed: `Failed to load ${many}`,
    noneUploaded: `No ${many} uploaded yet.`,
    uploadFirst: `Upload the first ${one} with the form above.`,
    pageLine: (count: number, page: number, totalPages: number) =>
      `${count} ${count === 1 ? one : many} · page ${page} of ${totalPages}`,
    staffPagerLabel: `${One} pages`,
    upload: `Upload ${One}`,
    uploaded: `${One} uploaded successfully!`,
    uploadFailed: `Failed to upload ${one}`,
    edit: `Edit ${One}`,
    updated: `${One} updated successfully!`,
    updateFailed: `Failed to update ${one}`,
    deleteTitle: `Delete ${One}`,
    deleteQuestion: `Are you sure you want to delete this ${one}?`,
    deleted: `${One} deleted successfully!`,
    deleteFailed: `Failed to delete ${one}`,
    // The student's screen (/homeworks-students, /exams-students).
    search: `Search ${many}`,
    studentPagerLabel: `${Many} pages`,
    submit: `Submit ${one}`,
    submitFailed: `Failed to submit ${one}`,
  };
}
