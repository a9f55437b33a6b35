import { Alert, Button, Card, EmptyState, Stack, Text } from '@mantine/core';
import type { Question } from '@sabora/contract';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CenteredLoader } from '../../components/centered-loader';
import { PageHeader } from '../../components/page-header';
import { SubjectChapterSelect } from '../../components/subject-chapter-select';
import { reasonOf } from '../../lib/form-rules';
import { useChapterQuestions } from './api/use-chapter-questions';
import { DeleteQuestionModal } from './components/delete-question-modal';
import { QuestionCard } from './components/question-card';
import { QuestionFormModal } from './components/question-form-modal';

/** /questionbank-admin: pick subject then chapter; list, add, edit, delete questions. */
export function QuestionBankPage() {
  const { t } = useTranslation('question-bank');
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
        {t('page.choose')}
      </Text>
    );
  } else if (questions.isPending) {
    body = <CenteredLoader label={t('page.loading')} />;
  } else if (questions.isError) {
    body = (
      <Alert color="red" role="alert" title={t('page.loadFailed', { reason: reasonOf(questions.error) })}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => questions.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  } else if (questions.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconListCheck size={32} />}
        title={t('page.emptyTitle')}
        description={t('page.empty')}
        withIndicatorBackground
        py="xl"
      />
    );
  } else {
    body = (
      <Stack>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('page.count', { count: questions.data.length })}
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
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <BackToDashboard />
            <Button leftSection={<IconPlus size={16} />} disabled={!chapterId} onClick={() => setForm({})}>
              {t('page.add')}
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
            subjectsFailure={(error) => t('page.subjectsFailed', { reason: reasonOf(error) })}
            chaptersFailure={(error) => t('page.chaptersFailed', { reason: reasonOf(error) })}
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
