import type { Subject } from '@sabora/contract';

/** Test data: a subject as GET /api/subjects returns it. */
export function makeSubject(overrides: Partial<Subject> = {}): Subject {
  const name = overrides.name ?? 'Mathematics';
  return {
    _id: 'subject-1',
    name,
    title: name,
    code: 'MATH-NAT',
    description: 'Algebra, geometry and calculus for the final year.',
    image: null,
    system: 'National',
    systemLabel: 'Thanaweya Amma',
    academicYear: '2026',
    isActive: true,
    teachers: [],
    primaryTeacher: null,
    enrollmentCount: 0,
    curriculum: { resources: [], topics: [] },
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The reply of GET /api/subjects for one page. */
export function subjectsReply(subjects: Subject[], totalCount = subjects.length, limit = 20) {
  return {
    body: {
      success: true,
      data: subjects,
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    },
  };
}
