import { Button, FileInput, Grid, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { FEEDBACK_MAX, parseGrade } from '@sabora/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionFiles } from '../../components/correction-files';
import { fileRulesText, filesProblem } from '../../components/files-submit-form';
import { FormFeedback } from '../../components/form-feedback';
import { SubmittedFilesPreview } from '../../components/submitted-files-preview';
import { UploadProgressBar } from '../../components/upload-progress-bar';
import { ApiError, failureMessage } from '../../lib/api-client';
import { tooLongProblem } from '../../lib/form-problems';
import { SUBMISSION_FILE_RULES } from '../../lib/submission-file-rules';
import { wasCancelled } from '../../lib/upload-with-progress';
import { useFormValues } from '../../lib/use-form-values';
import { useUpload } from '../../lib/use-upload';
import { type SubmissionView, submissionName } from './api/submission-view';
import { useGradeSubmission } from './api/use-grade-submission';
import { EarlierFiles } from './earlier-files';
import { QuestionAnswersReview } from './question-answers-review';

interface GradeSubmissionModalProps {
  submission: SubmissionView;
  onClose: () => void;
  /**
   * "Save and next ungraded": after a save, opens the next submission waiting for a
   * grade (or closes when none is left). Without it the button is not offered.
   */
  onSavedNext?: (after: SubmissionView) => Promise<void>;
}

/**
 * Grade (0–100), optional feedback and correction files, with the files given so far; beside them
 * the student's handed-in files, PDFs and images shown inline, so the work is read
 * where it is graded. The grade is checked here with the contract's rule, but the server decides;
 * on a refusal the dialog stays open with what was typed.
 */
export function GradeSubmissionModal({ submission, onClose, onSavedNext }: GradeSubmissionModalProps) {
  const { t } = useTranslation('submissions');
  // The grade's and the feedback's problems show at their fields, from the check here or the
  // server's refusal ("feedback: at most 5000 characters").
  const gradeForm = useFormValues(
    { grade: submission.grade === null ? '' : String(submission.grade), feedback: submission.feedback },
    { labels: { grade: t('grading.grade'), feedback: t('grading.feedback') } },
  );
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useGradeSubmission();
  const upload = useUpload();
  // Which button sent the form: Enter in a field means Save Grade.
  const thenNext = useRef(false);
  const [movingOn, setMovingOn] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const filesError = filesProblem(files, SUBMISSION_FILE_RULES);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = parseGrade(gradeForm.values.grade);
    // The contract's rules (GRADE_MESSAGE, FEEDBACK_MAX), in the reader's language.
    const feedbackTooLong = gradeForm.values.feedback.trim().length > FEEDBACK_MAX;
    gradeForm.showErrors({
      ...(value === null ? { grade: t('grading.invalidGrade') } : {}),
      ...(feedbackTooLong ? { feedback: tooLongProblem(t('grading.feedback'), FEEDBACK_MAX) } : {}),
    });
    if (value === null || feedbackTooLong || filesError) return;
    setError(null);
    setNotice(null);
    const updateFailed = t('grading.failed');
    save.mutate(
      {
        kind: submission.kind,
        id: submission.id,
        grade: value,
        feedback: gradeForm.values.feedback,
        correctionFiles: files,
        ...upload.start(),
      },
      {
        onSettled: upload.finish,
        onSuccess: async () => {
          notifications.show({ color: 'green', message: t('grading.updated') });
          if (!(thenNext.current && onSavedNext)) return onClose();
          setMovingOn(true);
          await onSavedNext(submission);
          setMovingOn(false);
        },
        // The server's message, else "Failed to update grade".
        // A refused grade (GRADE_MESSAGE, or "grade: …") or feedback ("feedback: …") shows at
        // its field instead.
        onError: (failure) => {
          if (wasCancelled(failure)) {
            setNotice(t('upload.cancelled', { ns: 'common' }));
          } else if (failure instanceof ApiError && failure.code === 'gradeInvalid') {
            gradeForm.showErrors({ grade: failure.message });
          } else if (failure instanceof ApiError && failure.code === 'feedbackTooLong') {
            const max = Number(failure.params?.max);
            gradeForm.showErrors({ feedback: tooLongProblem(t('grading.feedback'), max) });
          } else if (!gradeForm.takeServerError(failure)) {
            setError(failureMessage(failure, updateFailed, updateFailed));
          }
        },
      },
    );
  }

  const title = submission.grade === null ? t('grading.gradeTitle') : t('grading.updateTitle');
  // Quizzes are answered online: no files to show, the dialog stays narrow.
  const withFiles = submission.kind !== 'quiz';
  const busy = save.isPending || movingOn;
  const form = (
    <form ref={gradeForm.formRef} onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <Text fw={600}>{submissionName(submission)}</Text>
        {submission.questionAnswers ? <QuestionAnswersReview marked={submission.questionAnswers} /> : null}
        {submission.quiz ? (
          <Text size="sm">
            {t('grading.quizScore', {
              score: submission.quiz.score,
              correct: submission.quiz.correctAnswers,
              total: submission.quiz.totalQuestions,
            })}
          </Text>
        ) : null}
        <TextInput
          label={t('grading.grade')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          data-autofocus
          {...gradeForm.bind('grade')}
        />
        <Textarea
          label={t('grading.feedback')}
          description={t('grading.optional')}
          rows={4}
          {...gradeForm.bind('feedback')}
        />
        <FileInput
          label={t('grading.correctionFiles')}
          description={t('grading.correctionFilesRules', { rules: fileRulesText(SUBMISSION_FILE_RULES) })}
          placeholder={t('grading.chooseFiles')}
          multiple
          clearable
          accept={SUBMISSION_FILE_RULES.extensions.map((ext) => `.${ext}`).join(',')}
          value={files}
          onChange={setFiles}
          error={filesError}
          leftSection={<IconPaperclip size={16} />}
        />
        {submission.correctionFiles.length > 0 ? (
          <CorrectionFiles files={submission.correctionFiles} heading={t('grading.existingCorrections')} />
        ) : null}
        <UploadProgressBar upload={upload} />
        <FormFeedback error={error} />
        {notice ? (
          <Text role="status" c="dimmed" size="sm">
            {notice}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('grading.cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy && !thenNext.current}
            disabled={busy && thenNext.current}
            onClick={() => {
              thenNext.current = false;
            }}
          >
            {t('grading.save')}
          </Button>
          {onSavedNext ? (
            <Button
              type="submit"
              variant="light"
              loading={busy && thenNext.current}
              disabled={busy && !thenNext.current}
              onClick={() => {
                thenNext.current = true;
              }}
            >
              {t('grading.saveAndNext')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={withFiles ? 1200 : 'lg'}
      fullScreen={withFiles && phone}
      closeButtonProps={{ 'aria-label': t('grading.close') }}
    >
      {withFiles ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <section aria-label={t('grading.submittedFiles')}>
                <Text size="sm" fw={600} mb="xs">
                  {t('grading.submittedFiles')}
                </Text>
                <SubmittedFilesPreview files={submission.files} />
              </section>
              <EarlierFiles files={submission.earlierFiles} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>{form}</Grid.Col>
        </Grid>
      ) : (
        form
      )}
    </Modal>
  );
}
