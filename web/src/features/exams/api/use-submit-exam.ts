import { type ExamSubmission, submissionEndpoints } from '@sabora/contract';
import { callApi } from '../../../lib/api-client';
import { submissionKeys } from '../../../lib/submissions/keys';
import { type HandInKind, useHandIn, useReplaceHandIn } from '../../../lib/submissions/use-hand-in';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const EXAM_HAND_IN: HandInKind<ExamSubmission> = {
  idField: 'examId',
  filesField: 'files[]',
  submit: (body, progress) => uploadWithProgress(submissionEndpoints.exam.submit, { body, ...progress }),
  replace: (id, body, progress) =>
    uploadWithProgress(submissionEndpoints.exam.replace, { params: { id }, body, ...progress }),
  mineFor: async (itemId) =>
    (await callApi(submissionEndpoints.exam.mineFor, { params: { itemId } })).submission,
  listKey: submissionKeys.mine('exam'),
  itemIdOf: (submission) => submission.exam._id,
};

/**
 * POST /exam-submissions/submit (multipart: examId, files[]). Afterwards the submission
 * is re-fetched (GET /exam-submissions/my/{examId}), put into the list, and the calendar refreshes.
 */
export const useSubmitExam = () => useHandIn(EXAM_HAND_IN);

/** PUT /exam-submissions/{id}/files: the student's new files in place of their hand-in, until graded or due. */
export const useReplaceExamHandIn = () => useReplaceHandIn(EXAM_HAND_IN);
