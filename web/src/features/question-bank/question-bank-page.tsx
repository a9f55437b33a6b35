import { Alert, Button, Card, EmptyState, Stack, Text } from '@mantine/core';
import type { Question } from '@sabora/contract';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CenteredLoader } from '../../components/centered-loader';
import { PageHeader } from '../../components/page-header';
import { SubjectChapterSelect } from '../../components/subject-chapter-select';
import { reasonOf } from '../../lib/form-rules';
import { useChapterQuestions } from './api/use-chapter-questions';
import { DeleteQuestionModal } from './components/delete-question-modal';
import { QuestionCard } from './components/question-card';
import { QuestionFormModal } from './components/question-form-modal';

/** /questionbank-admin (staff spec §2): pick subject then chapter; list, add, edit, delete questions. */
export function QuestionBankPage() {
  const [subjectId, setSubjectId] = useState('');
  const [chapterId, setChapterId] = useState('');
  // The form and the delete dialog are mounted only while open: `null` is closed.
  const [form, setForm] = useState<{ question?: Question } | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const questions = useChapterQuestions(chapterId);

  let body: ReactNode;
  if (!chapterId) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        Choose a subject and a chapter to see its questions.
      </Text>
    );
  } else if (questions.isPending) {
    body = <CenteredLoader label="Loading questions" />;
  } else if (questions.isError) {
    body = (
      <Alert color="red" role="alert" title={`Failed to fetch questions: ${reasonOf(questions.error)}`}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => questions.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (questions.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconListCheck size={32} />}
        title="No questions found for this chapter."
        description="Add the chapter's first question."
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    body = (
      <Stack>
        <Text size="sm" c="dimmed" aria-live="polite">
          {questions.data.length} {questions.data.length === 1 ? 'question' : 'questions'}
        </Text>
        {questions.data.map((question) => (
          <QuestionCard
            key={question._id}
            question={question}
            onEdit={() => setForm({ question })}
            onDelete={() => setDeleting(question)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Question Bank"
        subtitle="Multiple-choice questions by subject and chapter, for homeworks and quizzes."
        actions={
          <>
            <BackToDashboard />
            <Button leftSection={<IconPlus size={16} />} disabled={!chapterId} onClick={() => setForm({})}>
              Add Question
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <SubjectChapterSelect
            subjectId={subjectId}
            chapterId={chapterId}
            onSubjectChange={(id) => {
              setSubjectId(id);
              setChapterId('');
            }}
            onChapterChange={setChapterId}
            subjectsFailure={(error) => `Failed to fetch data: ${reasonOf(error)}`}
            chaptersFailure={(error) => `Failed to fetch chapters: ${reasonOf(error)}`}
          />
        </Card>
        {body}
      </Stack>
      {form ? (
        <QuestionFormModal
          subjectId={subjectId}
          chapterId={chapterId}
          question={form.question}
          onClose={() => setForm(null)}
        />
      ) : null}
      {deleting ? <DeleteQuestionModal question={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
