import { Button, FileInput, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GRADE_MESSAGE, parseGrade } from '@sabora/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CorrectionFiles } from '../../components/correction-files';
import { fileRulesText, filesProblem } from '../../components/files-submit-form';
import { FormFeedback } from '../../components/form-feedback';
import { failureMessage } from '../../lib/api-client';
import { SUBMISSION_FILE_RULES } from '../../lib/submission-file-rules';
import { type SubmissionView, submissionName } from './api/submission-view';
import { useGradeSubmission } from './api/use-grade-submission';
import { QuestionAnswersReview } from './question-answers-review';

const GRADE_UPDATED = 'Grade updated successfully!';
const UPDATE_FAILED = 'Failed to update grade';

/**
 * Grade (0–100), optional feedback and correction files, with the files given so far. The grade is
 * checked here with the contract's rule, but the server decides; on a refusal the dialog stays open
 * with what was typed.
 */
export function GradeSubmissionModal({
  submission,
  onClose,
}: {
  submission: SubmissionView;
  onClose: () => void;
}) {
  const [grade, setGrade] = useState(submission.grade === null ? '' : String(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback);
  const [files, setFiles] = useState<File[]>([]);
  const [gradeError, setGradeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useGradeSubmission();
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
        onSuccess: () => {
          notifications.show({ color: 'green', message: GRADE_UPDATED });
          onClose();
        },
        // Staff spec §8: the server's message, else "Failed to update grade".
        onError: (failure) => setError(failureMessage(failure, UPDATE_FAILED, UPDATE_FAILED)),
      },
    );
  }

  const title = submission.grade === null ? 'Grade Submission' : 'Update Grade';
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Text fw={600}>{submissionName(submission)}</Text>
          {submission.questionAnswers ? <QuestionAnswersReview marked={submission.questionAnswers} /> : null}
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
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save Grade
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
