import type { QuizSubmission } from './quizzes.js';
import type { System } from './subjects.js';
import type { ExamSubmission, HomeworkSubmission, SubmissionFile, SubmissionStatus } from './submissions.js';

/** Every grade is out of 100. */
export const MAX_GRADE = 100;

/**
 * Handed-in work is graded once it has a grade, and awaits one until then (docs/decisions.md,
 * "Awaiting a grade"); the server's counts read the same rule in SQL (`awaitingGrade`).
 */
export const isGraded = (work: { grade: number | null }): boolean => work.grade !== null;

export const GRADE_ITEM_TYPES = ['exam', 'quiz', 'homework'] as const;
export type GradeItemType = (typeof GRADE_ITEM_TYPES)[number];

/** One row of /grades, derived from a homework, quiz or exam submission. */
export interface GradeItem {
  id: string;
  type: GradeItemType;
  title: string;
  subject: string;
  subjectId: string;
  /** The subject's system: the scale the grade is shown on beside its percentage (`gradeOnScale`). */
  system: System;
  /** 0–100; null until graded. */
  grade: number | null;
  maxGrade: typeof MAX_GRADE;
  status: SubmissionStatus;
  submittedAt: string;
  dueDate: string;
  feedback: string;
  /** Equals `grade` (the scale is 0–100). */
  percentage: number | null;
  correctionFiles: SubmissionFile[];
}

type Common = Pick<
  HomeworkSubmission,
  '_id' | 'status' | 'grade' | 'submittedAt' | 'dueDate' | 'feedback' | 'correctionFiles'
>;

function itemOf(
  type: GradeItemType,
  submission: Common,
  work: { title: string; subject: { _id: string; name: string; system: System } },
): GradeItem {
  return {
    id: `${type}:${submission._id}`,
    type,
    title: work.title,
    subject: work.subject.name,
    subjectId: work.subject._id,
    system: work.subject.system,
    grade: submission.grade,
    maxGrade: MAX_GRADE,
    status: submission.status,
    submittedAt: submission.submittedAt,
    dueDate: submission.dueDate,
    feedback: submission.feedback,
    percentage: submission.grade,
    correctionFiles: submission.correctionFiles,
  };
}

/** The grade items of the three `/my` submission lists. */
export function gradeItemsOf(lists: {
  homeworks: readonly HomeworkSubmission[];
  quizzes: readonly QuizSubmission[];
  exams: readonly ExamSubmission[];
}): GradeItem[] {
  return [
    ...lists.exams.map((s) => itemOf('exam', s, s.exam)),
    ...lists.quizzes.map((s) => itemOf('quiz', s, s.quiz)),
    ...lists.homeworks.map((s) => itemOf('homework', s, s.homework)),
  ];
}

export const GRADE_BANDS = ['A', 'B', 'C', 'D', 'F'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

/**
 * A at 90 and above, B at 80, C at 70, D at 60, otherwise F
 * (docs/product/rules.md, "Grade scales"). The letters of American (SAT) subjects, and the
 * thresholds of every percentage's colour whatever the system.
 */
export function gradeBand(percentage: number): GradeBand {
  if (percentage >= 90) return 'A';
  if (percentage >= 80) return 'B';
  if (percentage >= 70) return 'C';
  if (percentage >= 60) return 'D';
  return 'F';
}

/**
 * The school's fixed IGCSE boundaries, highest first: A* at 90, then one grade every 10 down to G
 * at 20. Cambridge sets real boundaries per paper; the school grades all work on these.
 */
const IGCSE_BOUNDARIES = [
  [90, 'A*'],
  [80, 'A'],
  [70, 'B'],
  [60, 'C'],
  [50, 'D'],
  [40, 'E'],
  [30, 'F'],
  [20, 'G'],
] as const;
/** A*–G, or U (ungraded) below G's boundary. */
export type IgcseGrade = (typeof IGCSE_BOUNDARIES)[number][1] | 'U';

/**
 * The band shown beside a percentage, on its subject's system's own scale: American the US letters
 * (`gradeBand`), IGCSE A*–G or U (`IGCSE_BOUNDARIES`), National (Thanaweya Amma) none, since its
 * results are percentages.
 */
export function gradeOnScale(system: System, percentage: number): GradeBand | IgcseGrade | null {
  switch (system) {
    case 'American':
      return gradeBand(percentage);
    case 'IGCSE':
      return IGCSE_BOUNDARIES.find(([minimum]) => percentage >= minimum)?.[1] ?? 'U';
    case 'National':
      return null;
  }
}

/**
 * Graded if a grade exists; otherwise by status; otherwise Pending
 * (docs/product/rules.md, "Submission statuses").
 */
export type GradeBadge = 'Graded' | 'Submitted' | 'Late' | 'Missing' | 'Pending';
export function gradeBadge(item: Pick<GradeItem, 'grade' | 'status'>): GradeBadge {
  if (item.grade !== null) return 'Graded';
  switch (item.status) {
    case 'submitted':
      return 'Submitted';
    case 'late':
      return 'Late';
    case 'missing':
      return 'Missing';
    default:
      return 'Pending';
  }
}

export interface GradeStats {
  totalAssignments: number;
  /** Graded items. */
  completed: number;
  /** Handed in, not graded yet. */
  pending: number;
  /** Over the graded items, to one decimal; 0 with none. */
  averageGrade: number;
  /** 0 with nothing graded (the highest starts at 0). */
  highestGrade: number;
  /** 100 with nothing graded (the lowest starts at 100). */
  lowestGrade: number;
}

/** The six figures of the grades screen (docs/product/rules.md, "Grade statistics"). */
/**
 * The average of graded work, to one decimal; null when nothing is graded yet. The one rule for a
 * student's average wherever it shows (the grades page's figures, the student's and parent's
 * dashboards).
 */
export function averageGrade(grades: readonly number[]): number | null {
  return averageOf(
    grades.reduce((total, grade) => total + grade, 0),
    grades.length,
  );
}

/** `averageGrade` from a sum and a count (a database's sum over a whole class). */
export function averageOf(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

export function gradeStats(items: readonly Pick<GradeItem, 'grade'>[]): GradeStats {
  const grades = items.map((item) => item.grade).filter((grade): grade is number => grade !== null);
  return {
    totalAssignments: items.length,
    completed: grades.length,
    pending: items.length - grades.length,
    averageGrade: averageGrade(grades) ?? 0,
    highestGrade: grades.reduce((high, grade) => Math.max(high, grade), 0),
    lowestGrade: grades.reduce((low, grade) => Math.min(low, grade), MAX_GRADE),
  };
}

export const GRADE_SORT_KEYS = ['date', 'grade', 'title', 'subject'] as const;
export type GradeSortKey = (typeof GRADE_SORT_KEYS)[number];

export interface GradeFilters {
  /** 'all' or one type. */
  type: GradeItemType | 'all';
  /** 'all' or a subject id. */
  subjectId: string;
  search: string;
  sortBy: GradeSortKey;
  descending: boolean;
}

const compareBy: Record<GradeSortKey, (a: GradeItem, b: GradeItem) => number> = {
  date: (a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt),
  // Ungraded work sorts below every grade.
  grade: (a, b) => (a.grade ?? -1) - (b.grade ?? -1),
  title: (a, b) => a.title.localeCompare(b.title),
  subject: (a, b) => a.subject.localeCompare(b.subject),
};

/**
 * Tab, subject and search narrow the cards; the sort orders them
 * (docs/product/screens.md, "Grades (/grades)").
 */
export function filterGrades(items: readonly GradeItem[], filters: GradeFilters): GradeItem[] {
  const search = filters.search.trim().toLowerCase();
  const sign = filters.descending ? -1 : 1;
  return items
    .filter((item) => filters.type === 'all' || item.type === filters.type)
    .filter((item) => filters.subjectId === 'all' || item.subjectId === filters.subjectId)
    .filter(
      (item) =>
        !search ||
        item.title.toLowerCase().includes(search) ||
        item.subject.toLowerCase().includes(search) ||
        item.feedback.toLowerCase().includes(search),
    )
    .sort((a, b) => sign * compareBy[filters.sortBy](a, b) || a.id.localeCompare(b.id));
}
