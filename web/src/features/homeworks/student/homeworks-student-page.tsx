import { Button, Stack, Text } from '@mantine/core';
import { HOMEWORKS_PAGE_SIZE } from '@sabora/contract';
import { AssignmentStudentPage } from '../../../components/assignment/assignment-student-page';
import { useMyHomeworkSubmissions } from '../../../lib/queries/use-my-homework-submissions';
import { useMyHomeworks } from '../api/use-my-homeworks';
import { HOMEWORK_NOUN } from '../homework-noun';
import { HomeworkCard } from './homework-card';
import { homeworkMatches, homeworkOf } from './homework-status';

/** /homeworks-students (spec §2.7): the homeworks of the student's subjects, searched and paged by 10. */
export function HomeworksStudentPage() {
  return (
    <AssignmentStudentPage
      noun={HOMEWORK_NOUN}
      title="Homeworks"
      subtitle="All homeworks assigned to your enrolled subjects."
      items={useMyHomeworks()}
      submissions={useMyHomeworkSubmissions()}
      itemIdOf={homeworkOf}
      matches={homeworkMatches}
      searchPlaceholder="Title, subject, chapter or text"
      pageSize={HOMEWORKS_PAGE_SIZE}
      loading={<Text role="status">Loading homeworks...</Text>}
      failure={(retry) => (
        <Stack gap="xs" align="flex-start">
          <Text c="red" role="alert">
            Failed to load homeworks
          </Text>
          <Button variant="light" color="red" size="xs" onClick={retry}>
            Try Again
          </Button>
        </Stack>
      )}
      empty={<Text c="dimmed">No homeworks assigned to your subjects.</Text>}
      card={(homework, submission) => <HomeworkCard homework={homework} submission={submission} />}
    />
  );
}
