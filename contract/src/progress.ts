import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { GRADE_ITEM_TYPES } from './grades.js';
import { childQuery } from './student-home.js';

/**
 * A subject's class average is shown only when at least this many students have a grade in it, so
 * that no one student's grades can be read off it (docs/decisions.md, "Progress").
 */
export const CLASS_AVERAGE_MIN_STUDENTS = 5;

export const progressPointSchema = z.object({
  /** When the work was handed in. */
  date: z.string(),
  grade: z.number().int(),
  kind: z.enum(GRADE_ITEM_TYPES),
  title: z.string(),
});
export type ProgressPoint = z.infer<typeof progressPointSchema>;

export const subjectProgressSchema = z.object({
  subject: z.string(),
  name: z.string(),
  /** The student's graded work in the subject, oldest first. */
  points: z.array(progressPointSchema),
  /** `averageGrade` of the points; null before any grade. */
  average: z.number().nullable(),
  /** The whole class's average of graded work; null below `CLASS_AVERAGE_MIN_STUDENTS` students. */
  classAverage: z.number().nullable(),
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

export const studentProgressSchema = z.object({
  /** The student's active subjects, by name. */
  subjects: z.array(subjectProgressSchema),
  /** Virtual classes they were enrolled in that have ended, and how many of them they joined. */
  attendance: z.object({ attended: z.number().int(), total: z.number().int() }),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** A student's progress, for them and their parents (docs/product/api.md, "Student home and dashboards"). */
export const progressEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/students/me/progress',
    /** A parent names one of their children; a student reads their own. */
    query: childQuery,
    reply: z.object({ success: z.literal(true), data: studentProgressSchema }),
  }),
};
