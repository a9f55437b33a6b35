import type { Tx } from '../db/client.js';
import {
  homeworkSubmissionFiles,
  homeworkSubmissions,
  homeworks,
  quizQuestions,
  quizzes,
  virtualClassEnrollments,
  virtualClasses,
} from '../db/schema/index.js';
import type { FileStorage } from '../plugins/storage.js';
import { inItsYear } from './demo-classes.js';
import { storeDemoText } from './demo-files.js';
import { demoBank, recordDemoAttempt } from './demo-quizzes.js';
import type { DemoSubject } from './demo-subject.js';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** The term's earlier homeworks in every subject: how many days ago each was due, and its title. */
const EARLIER_HOMEWORKS: { dueInDays: number; title: string; text: string }[] = [
  {
    dueInDays: -45,
    title: 'term opener',
    text: 'Answer the questions on last year’s topics, then upload your answers.',
  },
  {
    dueInDays: -24,
    title: 'mid-chapter check',
    text: 'Answer the questions on the first half of chapter 1, then upload your answers.',
  },
];

/** Weeks ago of the term's earlier revision classes in every subject. */
const EARLIER_CLASSES_WEEKS_AGO = [3, 2, 1];

const FEEDBACK = [
  'Clear working throughout.',
  'Good: set out each step on its own line.',
  'Check your signs in the last question.',
  'Well done: a real step up.',
];

/**
 * A student's grade on an earlier homework: a level of their own that rises a little through the
 * term, so the progress charts draw something that looks like a class (never the 88 and 100 the
 * demo's newer work gives its first students, which tests pick out).
 */
export const earlierGrade = (subjectIndex: number, studentIndex: number, homeworkIndex: number) =>
  62 + ((studentIndex * 11 + subjectIndex * 5) % 25) + homeworkIndex * 7;

/**
 * An earlier quiz of the subject's bank that every student took, each getting a question or two
 * wrong now and then and choosing different wrong options: its statistics have a spread to show.
 * The first student gets half of it in Mathematics (the demo's newer work gives them 88 and 100).
 */
async function seedDiagnostic(tx: Tx, i: number, subject: DemoSubject) {
  const bank = await demoBank(tx, subject.id);
  if (bank.length === 0) return;
  const [diagnostic] = await tx
    .insert(quizzes)
    .values({
      title: `${subject.name}: chapter 1 diagnostic`,
      description: 'What you already know of chapter 1, before we begin it.',
      subjectId: subject.id,
      dueDate: inDays(-35),
      durationMinutes: 15,
      createdBy: subject.teacherId,
    })
    .returning();
  await tx
    .insert(quizQuestions)
    .values(bank.map((q, position) => ({ quizId: diagnostic!.id, questionId: q.id, position })));
  for (const [j, studentId] of subject.studentIds.entries()) {
    await recordDemoAttempt(tx, {
      quizId: diagnostic!.id,
      studentId,
      bank,
      wrongAt: (position) => (i + j + position) % 3 === 0,
      wrongChoice: j,
      startedAt: inDays(-37 - (j % 3)),
    });
  }
}

/**
 * The term so far (docs/decisions.md, "Demo school"): two earlier homeworks per subject, handed in
 * by every student on time and graded, an earlier quiz every student took, and three weekly
 * revision classes most of them attended —
 * so a student's progress has a line to draw, and a class large enough has an average to show.
 */
export async function seedDemoHistory(tx: Tx, storage: FileStorage, subjects: DemoSubject[]) {
  for (const [i, subject] of subjects.entries()) {
    const earlier = await tx
      .insert(homeworks)
      .values(
        EARLIER_HOMEWORKS.map((h) => ({
          title: `${subject.name}: ${h.title}`,
          text: h.text,
          subjectId: subject.id,
          chapterId: subject.firstChapterId,
          dueDate: inDays(h.dueInDays),
          createdBy: subject.teacherId,
        })),
      )
      .returning();
    for (const [k, homework] of earlier.entries()) {
      const due = homework.dueDate.getTime();
      const handIns = await tx
        .insert(homeworkSubmissions)
        .values(
          subject.studentIds.map((studentId, j) => ({
            homeworkId: homework.id,
            studentId,
            submittedAt: new Date(due - (1 + (j % 3)) * DAY),
            status: 'graded' as const,
            grade: earlierGrade(i, j, k),
            feedback: FEEDBACK[(i + j + k) % FEEDBACK.length]!,
            gradedAt: new Date(due + 2 * DAY),
            gradedBy: subject.teacherId,
          })),
        )
        .returning();
      for (const handIn of handIns) {
        const fileId = await storeDemoText(
          tx,
          storage,
          `demo/${homework.id}-${handIn.studentId}.txt`,
          'my-answers.txt',
          `My answers for ${homework.title}.\n1) ...\n2) ...\n`,
        );
        await tx
          .insert(homeworkSubmissionFiles)
          .values({ submissionId: handIn.id, fileId, kind: 'submitted', position: 0 });
      }
    }
    await seedDiagnostic(tx, i, subject);
    if (subject.studentIds.length === 0) continue;
    const revisions = await tx
      .insert(virtualClasses)
      .values(
        EARLIER_CLASSES_WEEKS_AGO.map((weeks) => ({
          subjectId: subject.id,
          teacherId: subject.teacherId,
          title: `${subject.name}: weekly revision`,
          description: 'The week’s homework and quiz questions, worked through.',
          scheduledDate: inDays(-7 * weeks),
          durationMinutes: 60,
          platform: 'zoom' as const,
          meetingLink: `https://meet.example.com/sabora-${i + 1}-revision-${weeks}`,
          maxParticipants: 30,
        })).map(inItsYear),
      )
      .returning();
    await tx.insert(virtualClassEnrollments).values(
      revisions.flatMap((revision, week) =>
        subject.studentIds.map((studentId, j) => ({
          classId: revision.id,
          studentId,
          // Most come; now and then one misses a week (the first student missed the first one).
          joinedAt: (j + 3 * week) % 5 === 0 ? null : new Date(revision.scheduledDate.getTime() + 2 * 60_000),
        })),
      ),
    );
  }
}
