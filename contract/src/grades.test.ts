import { describe, expect, it } from 'vitest';
import {
  averageGrade,
  filterGrades,
  type GradeItem,
  gradeBadge,
  gradeBand,
  gradeItemsOf,
  gradeOnScale,
  gradeStats,
} from './grades.js';
import type { QuizSubmission } from './quizzes.js';
import type { System } from './subjects.js';
import type { ExamSubmission, HomeworkSubmission } from './submissions.js';

const maths = { _id: 'subject-maths', name: 'Mathematics', system: 'IGCSE' } as const;
const physics = { _id: 'subject-physics', name: 'Physics', system: 'National' } as const;

const common = {
  student: { _id: 's1', studentId: 'STU-1', user: { firstName: 'Y', lastName: 'M', email: 'y@x' } },
  isLate: false,
  files: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const homework = (over: Partial<HomeworkSubmission> = {}): HomeworkSubmission => ({
  ...common,
  _id: 'hw-sub',
  status: 'graded',
  grade: 88,
  feedback: 'Good factorising',
  correctionFiles: [],
  earlierFiles: [],
  submittedAt: '2026-11-02T10:00:00.000Z',
  dueDate: '2026-11-03T10:00:00.000Z',
  homework: { _id: 'hw', title: 'Quadratics', subject: maths, dueDate: '2026-11-03T10:00:00.000Z' },
  questionAnswers: null,
  ...over,
});

const exam: ExamSubmission = {
  ...common,
  _id: 'exam-sub',
  status: 'submitted',
  grade: null,
  feedback: '',
  correctionFiles: [],
  earlierFiles: [],
  submittedAt: '2026-11-05T10:00:00.000Z',
  dueDate: '2026-11-06T10:00:00.000Z',
  exam: { _id: 'exam', title: 'Mock paper', subject: physics, dueDate: '2026-11-06T10:00:00.000Z' },
};

const quiz = {
  _id: 'quiz-sub',
  quiz: { _id: 'quiz', title: 'Forces warm-up', subject: physics },
  status: 'graded',
  grade: 50,
  score: 50,
  isLate: false,
  submittedAt: '2026-11-04T10:00:00.000Z',
  startedAt: '2026-11-04T09:50:00.000Z',
  dueDate: '2026-11-10T10:00:00.000Z',
  feedback: '',
  totalQuestions: 2,
  correctAnswers: 1,
  timeTaken: 60,
  autoSubmitted: false,
  correctionFiles: [],
  showCorrectAnswers: 'afterDue',
  answerKeyShown: false,
  answerKeyFrom: '2026-11-10T10:10:30.000Z',
  answers: [],
} satisfies QuizSubmission;

describe('grades: items, bands, badges and figures', () => {
  it('derives one grade item per submission, out of 100 with percentage equal to the grade', () => {
    const items = gradeItemsOf({ homeworks: [homework()], quizzes: [quiz], exams: [exam] });
    expect(items.map((item) => [item.type, item.title, item.subject, item.grade, item.percentage])).toEqual([
      ['exam', 'Mock paper', 'Physics', null, null],
      ['quiz', 'Forces warm-up', 'Physics', 50, 50],
      ['homework', 'Quadratics', 'Mathematics', 88, 88],
    ]);
    expect(new Set(items.map((item) => item.maxGrade))).toEqual(new Set([100]));
    expect(items.map((item) => item.system)).toEqual(['National', 'National', 'IGCSE']);
    expect(items[2]).toMatchObject({
      subjectId: 'subject-maths',
      feedback: 'Good factorising',
      status: 'graded',
    });
  });

  it('bands grades at 90, 80, 70 and 60', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(gradeBand)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'F',
      'F',
    ]);
  });

  // Each boundary and the score just below it, as 'percentage:band'.
  const onScale = (system: System, scores: number[]) =>
    scores.map((p) => `${p}:${gradeOnScale(system, p)}`).join(' ');

  it('shows American grades as the US letters A at 90, B at 80, C at 70, D at 60, otherwise F', () => {
    expect(onScale('American', [100, 90, 89, 80, 79, 70, 69, 60, 59, 50, 0])).toBe(
      '100:A 90:A 89:B 80:B 79:C 70:C 69:D 60:D 59:F 50:F 0:F',
    );
  });

  it('shows IGCSE grades as A* at 90, then A to G every 10 down to 20, and U below', () => {
    expect(onScale('IGCSE', [100, 90, 89, 80, 79, 70, 69, 60, 59, 50, 49, 40, 39, 30, 29, 20, 19, 0])).toBe(
      '100:A* 90:A* 89:A 80:A 79:B 70:B 69:C 60:C 59:D 50:D 49:E 40:E 39:F 30:F 29:G 20:G 19:U 0:U',
    );
  });

  it('shows no letter for National (Thanaweya Amma) grades, only their percentage', () => {
    expect(onScale('National', [100, 90, 50, 0])).toBe('100:null 90:null 50:null 0:null');
  });

  it('badges Graded when a grade exists, otherwise by status, otherwise Pending', () => {
    expect(gradeBadge({ grade: 0, status: 'late' })).toBe('Graded');
    expect(gradeBadge({ grade: null, status: 'submitted' })).toBe('Submitted');
    expect(gradeBadge({ grade: null, status: 'late' })).toBe('Late');
    expect(gradeBadge({ grade: null, status: 'missing' })).toBe('Missing');
    expect(gradeBadge({ grade: null, status: 'graded' })).toBe('Pending');
  });

  it('counts, averages to one decimal, and starts lowest at 100 and highest at 0 with nothing graded', () => {
    expect(gradeStats([{ grade: 88 }, { grade: 50 }, { grade: 71 }, { grade: null }])).toEqual({
      totalAssignments: 4,
      completed: 3,
      pending: 1,
      averageGrade: 69.7,
      highestGrade: 88,
      lowestGrade: 50,
    });
    expect(gradeStats([{ grade: null }])).toEqual({
      totalAssignments: 1,
      completed: 0,
      pending: 1,
      averageGrade: 0,
      highestGrade: 0,
      lowestGrade: 100,
    });
  });

  it('averages graded work to one decimal, the same for the grades page and the dashboards', () => {
    expect(averageGrade([88, 50, 71])).toBe(69.7);
    expect(averageGrade([90])).toBe(90);
    expect(averageGrade([66, 67])).toBe(66.5);
    expect(averageGrade([])).toBeNull();
  });

  it('filters by tab, subject and search, and sorts either way', () => {
    const items: GradeItem[] = gradeItemsOf({
      homeworks: [homework(), homework({ _id: 'hw-2', grade: 95, submittedAt: '2026-11-07T10:00:00.000Z' })],
      quizzes: [quiz],
      exams: [exam],
    });
    const all = { type: 'all', subjectId: 'all', search: '', sortBy: 'date', descending: true } as const;
    const titles = (list: GradeItem[]) => list.map((item) => `${item.title}:${item.grade}`);

    expect(titles(filterGrades(items, all))).toEqual([
      'Quadratics:95',
      'Mock paper:null',
      'Forces warm-up:50',
      'Quadratics:88',
    ]);
    expect(titles(filterGrades(items, { ...all, descending: false }))[0]).toBe('Quadratics:88');
    expect(titles(filterGrades(items, { ...all, sortBy: 'grade' }))).toEqual([
      'Quadratics:95',
      'Quadratics:88',
      'Forces warm-up:50',
      'Mock paper:null',
    ]);
    expect(titles(filterGrades(items, { ...all, sortBy: 'title', descending: false }))[0]).toBe(
      'Forces warm-up:50',
    );
    expect(titles(filterGrades(items, { ...all, sortBy: 'subject', descending: false }))[0]).toMatch(
      /^Quadratics/,
    );
    expect(titles(filterGrades(items, { ...all, type: 'quiz' }))).toEqual(['Forces warm-up:50']);
    expect(titles(filterGrades(items, { ...all, subjectId: 'subject-physics' }))).toHaveLength(2);
    expect(titles(filterGrades(items, { ...all, search: '  MOCK ' }))).toEqual(['Mock paper:null']);
    expect(titles(filterGrades(items, { ...all, search: 'factoris' }))).toHaveLength(2);
  });
});
