import { type HomeworkSubmission, submissionEndpoints } from '@sabora/contract';
import { callApi } from '../../../lib/api-client';
import { submissionKeys } from '../../../lib/submissions/keys';
import { type HandInKind, useHandIn, useReplaceHandIn } from '../../../lib/submissions/use-hand-in';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const HOMEWORK_HAND_IN: HandInKind<HomeworkSubmission> = {
  idField: 'homeworkId',
  filesField: 'files',
  submit: (body, progress) => uploadWithProgress(submissionEndpoints.homework.submit, { body, ...progress }),
  replace: (id, body, progress) =>
    uploadWithProgress(submissionEndpoints.homework.replace, { params: { id }, body, ...progress }),
  mineFor: async (itemId) =>
    (await callApi(submissionEndpoints.homework.mineFor, { params: { itemId } })).submission,
  listKey: submissionKeys.mine('homework'),
  itemIdOf: (submission) => submission.homework._id,
};

/**
 * POST /homework-submissions/submit (multipart: homeworkId, files repeated). Afterwards the item
 * refreshes: its submission is re-fetched (GET /homework-submissions/my/{homeworkId}) into the list,
 * and the calendar too.
 */
export const useSubmitHomework = () => useHandIn(HOMEWORK_HAND_IN);

/** PUT /homework-submissions/{id}/files: the student's new files in place of their hand-in, until graded or due. */
export const useReplaceHomeworkHandIn = () => useReplaceHandIn(HOMEWORK_HAND_IN);
