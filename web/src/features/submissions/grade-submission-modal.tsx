import { Button, FileInput, Grid, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { GRADE_MESSAGE, parseGrade } from '@sabora/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { CorrectionFiles } from '../../components/correction-files';
import { fileRulesText, filesProblem } from '../../components/files-submit-form';
import { FormFeedback } from '../../components/form-feedback';
import { SubmittedFilesPreview } from '../../components/submitted-files-preview';
import { failureMessage } from '../../lib/api-client';
import { SUBMISSION_FILE_RULES } from '../../lib/submission-file-rules';
import { type SubmissionView, submissionName } from './api/submission-view';
import { useGradeSubmission } from './api/use-grade-submission';
import { QuestionAnswersReview } from './question-answers-review';

const GRADE_UPDATED = 'Grade updated successfully!';
const UPDATE_FAILED = 'Failed to update grade';

interface GradeSubmissionModalProps {
  submission: SubmissionView;
  onClose: () => void;
  /**
   * "Save and next ungraded" (issue 18): after a save, opens the next submission waiting for a
   * grade (or closes when none is left). Without it the button is not offered.
   */
  onSavedNext?: (after: SubmissionView) => Promise<void>;
}

/**
 * Grade (0–100), optional feedback and correction files, with the files given so far; beside them
 * the student's handed-in files, PDFs and images shown inline (issue 18), so the work is read
 * where it is graded. The grade is checked here with the contract's rule, but the server decides;
 * on a refusal the dialog stays open with what was typed.
 */
export function GradeSubmissionModal({ submission, onClose, onSavedNext }: GradeSubmissionModalProps) {
  const [grade, setGrade] = useState(submission.grade === null ? '' : String(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback);
  const [files, setFiles] = useState<File[]>([]);
  const [gradeError, setGradeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useGradeSubmission();
  // Which button sent the form: Enter in a field means Save Grade.
  const thenNext = useRef(false);
  const [movingOn, setMovingOn] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const filesError = filesProblem(files, SUBMISSION_FILE_RULES);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = parseGrade(grade);
    setGradeError(value === null ? GRADE_MESSAGE : null);
    if (value === null || filesError) return;
    setError(null);
    save.mutate(
      { kind: submission.kind, id: submission.id, grade: value, feedback, correctionFiles: files },
      {
        onSuccess: async () => {
          notifications.show({ color: 'green', message: GRADE_UPDATED });
          if (!(thenNext.current && onSavedNext)) return onClose();
          setMovingOn(true);
          await onSavedNext(submission);
          setMovingOn(false);
        },
        // Staff spec §8: the server's message, else "Failed to update grade".
        onError: (failure) => setError(failureMessage(failure, UPDATE_FAILED, UPDATE_FAILED)),
      },
    );
  }

  const title = submission.grade === null ? 'Grade Submission' : 'Update Grade';
  // Quizzes are answered online: no files to show, the dialog stays narrow.
  const withFiles = submission.kind !== 'quiz';
  const busy = save.isPending || movingOn;
  const form = (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <Text fw={600}>{submissionName(submission)}</Text>
        {submission.questionAnswers ? <QuestionAnswersReview marked={submission.questionAnswers} /> : null}
        {submission.quiz ? (
          <Text size="sm">{`Score: ${submission.quiz.score}% (${submission.quiz.correctAnswers}/${submission.quiz.totalQuestions} correct)`}</Text>
        ) : null}
        <TextInput
          label="Grade (0-100)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          data-autofocus
          value={grade}
          error={gradeError}
          onChange={(event) => {
            setGrade(event.currentTarget.value);
            setGradeError(null);
          }}
        />
        <Textarea
          label="Feedback"
          description="Optional"
          rows={4}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
        />
        <FileInput
          label="Correction Files"
          description={`Optional. ${fileRulesText(SUBMISSION_FILE_RULES)}`}
          placeholder="Choose files"
          multiple
          clearable
          accept={SUBMISSION_FILE_RULES.extensions.map((ext) => `.${ext}`).join(',')}
          value={files}
          onChange={setFiles}
          error={filesError}
          leftSection={<IconPaperclip size={16} />}
        />
        {submission.correctionFiles.length > 0 ? (
          <CorrectionFiles files={submission.correctionFiles} heading="Existing correction files" />
        ) : null}
        <FormFeedback error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={busy && !thenNext.current}
            disabled={busy && thenNext.current}
            onClick={() => {
              thenNext.current = false;
            }}
          >
            Save Grade
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
              Save and next ungraded
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
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {withFiles ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <section aria-label="Submitted files">
              <Text size="sm" fw={600} mb="xs">
                Submitted files
              </Text>
              <SubmittedFilesPreview files={submission.files} />
            </section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>{form}</Grid.Col>
        </Grid>
      ) : (
        form
      )}
    </Modal>
  );
}
