import type { Homework, StudentHomework } from '@sabora/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  chapters,
  files,
  homeworkAnswers,
  homeworkQuestions,
  homeworks,
  questions,
  subjects,
} from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { submissionCounts } from '../assignments/index.js';
import { presentQuestion } from '../question-bank/index.js';

const correctionFiles = alias(files, 'correction_files');

/** Homeworks with the names their replies show: subject, chapter, attached files. */
export function selectHomeworks(db: Db) {
  return db
    .select({
      homework: homeworks,
      subjectName: subjects.name,
      chapterTitle: chapters.title,
      chapterOrder: chapters.order,
      fileName: files.originalName,
      correctionName: correctionFiles.originalName,
    })
    .from(homeworks)
    .innerJoin(subjects, eq(subjects.id, homeworks.subjectId))
    .innerJoin(chapters, eq(chapters.id, homeworks.chapterId))
    .leftJoin(files, eq(files.id, homeworks.fileId))
    .leftJoin(correctionFiles, eq(correctionFiles.id, homeworks.correctionFileId))
    .$dynamic();
}
export type HomeworkJoinRow = Awaited<ReturnType<typeof selectHomeworks>>[number];

const homeworkFileUrl = (id: string) => `/api/homeworks/${id}/download-file`;
const homeworkCorrectionUrl = (id: string) => `/api/homeworks/${id}/correction-file`;

function base(row: HomeworkJoinRow, showCorrection: boolean) {
  const hw = row.homework;
  const correction = showCorrection && row.correctionName !== null;
  return {
    _id: hw.id,
    title: hw.title,
    text: hw.text,
    subject: { _id: hw.subjectId, name: row.subjectName, title: row.subjectName },
    chapter: { _id: hw.chapterId, title: row.chapterTitle, order: row.chapterOrder },
    dueDate: hw.dueDate.toISOString(),
    fileUrl: row.fileName !== null ? homeworkFileUrl(hw.id) : null,
    file: row.fileName !== null ? { originalName: row.fileName } : null,
    correctionFileUrl: correction ? homeworkCorrectionUrl(hw.id) : null,
    correctionFile: correction ? { originalName: row.correctionName! } : null,
    createdAt: hw.createdAt.toISOString(),
  };
}

export function attachedQuestions(db: Db, homeworkIds: readonly string[]) {
  const query = preparedOnce(db, 'homework_attached_questions', (name) =>
    db
      .select({ homeworkId: homeworkQuestions.homeworkId, question: questions })
      .from(homeworkQuestions)
      .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
      .where(isAnyOf(homeworkQuestions.homeworkId, 'ids'))
      .orderBy(asc(homeworkQuestions.position))
      .prepare(name),
  );
  return query.execute({ ids: [...homeworkIds] });
}

/** Staff replies: every attached question in full and the number of submissions. */
export async function presentForStaff(db: Db, rows: HomeworkJoinRow[]): Promise<Homework[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.homework.id);
  const [attached, counts] = await Promise.all([
    attachedQuestions(db, ids),
    submissionCounts(db, 'homework', ids),
  ]);
  return rows.map((row) => ({
    ...base(row, true),
    questions: attached
      .filter((a) => a.homeworkId === row.homework.id)
      .map((a) => presentQuestion(a.question)),
    submissionCount: counts.get(row.homework.id) ?? 0,
  }));
}

/**
 * Student and parent replies: questions without their answers, images served through the
 * homework (the question bank's own image link is for staff), and the correction file only once
 * the due date has passed, so it cannot serve as an answer key.
 */
export async function presentForStudent(
  db: Db,
  rows: HomeworkJoinRow[],
  saved: ReadonlyMap<string, Record<string, string>>,
): Promise<StudentHomework[]> {
  if (rows.length === 0) return [];
  const attached = await attachedQuestions(
    db,
    rows.map((r) => r.homework.id),
  );
  return rows.map((row) => ({
    ...base(row, correctionReleased(row.homework.dueDate)),
    questions: attached
      .filter((a) => a.homeworkId === row.homework.id)
      .map(({ question: q }) => ({
        _id: q.id,
        subject: q.subjectId,
        chapter: q.chapterId,
        title: q.title,
        header: q.header,
        questionText: q.title,
        options: q.options,
        videoLink: q.videoLink,
        image: q.imageFileId ? `/api/homeworks/${row.homework.id}/questions/${q.id}/image` : null,
        createdAt: q.createdAt.toISOString(),
      })),
    answers: Object.entries(saved.get(row.homework.id) ?? {}).map(([question, selectedAnswer]) => ({
      question,
      selectedAnswer,
    })),
  }));
}

/** Whether the correction file of a homework may be shown to a student or parent yet. */
export const correctionReleased = (dueDate: Date) => dueDate.getTime() <= Date.now();

/** A student's saved answers to these homeworks: homework id → (question id → answer). */
export async function savedHomeworkAnswers(db: Db, homeworkIds: readonly string[], studentId: string) {
  if (homeworkIds.length === 0) return new Map<string, Record<string, string>>();
  const rows = await db
    .select({ homeworkId: homeworkAnswers.homeworkId, answers: homeworkAnswers.answers })
    .from(homeworkAnswers)
    .where(
      and(eq(homeworkAnswers.studentId, studentId), inArray(homeworkAnswers.homeworkId, [...homeworkIds])),
    );
  return new Map(rows.map((r) => [r.homeworkId, r.answers]));
}
