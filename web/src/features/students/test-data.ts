import type { Parent, Student, Subject, Teacher } from '@sabora/contract';

/** Reply bodies for the people screens' tests, shaped by the contract's types. */
let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function makeTeacher(overrides: Partial<Teacher> = {}): Teacher {
  return {
    _id: uuid(),
    firstName: 'Karim',
    lastName: 'Adel',
    email: 'karim@sabora.test',
    phone: '+20 100 111 2222',
    isActive: true,
    subjects: [],
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

type SubjectTeacher = Subject['teachers'][number];

export function subjectTeacher(teacher: Pick<Teacher, '_id' | 'firstName' | 'lastName'>, isPrimary = false) {
  const person = { _id: teacher._id, firstName: teacher.firstName, lastName: teacher.lastName };
  return { ...person, isPrimary, teacher: person } satisfies SubjectTeacher;
}

export function makeSubject(overrides: Partial<Subject> = {}): Subject {
  const name = overrides.name ?? 'Physics';
  return {
    _id: uuid(),
    name,
    title: name,
    code: 'PHY',
    description: '',
    image: null,
    system: 'IGCSE',
    systemLabel: 'IGCSE',
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

export function makeStudent(overrides: Partial<Student> = {}): Student {
  return {
    _id: uuid(),
    studentId: 'STU-0001',
    system: 'IGCSE',
    academicYear: '2026',
    status: 'active',
    user: {
      _id: uuid(),
      firstName: 'Omar',
      lastName: 'Ali',
      email: 'omar@sabora.test',
      phone: '+20 100 333 4444',
      isActive: true,
    },
    parentName: 'Hala Ali',
    parentEmail: 'hala@sabora.test',
    parentPhone: '+20 100 555 6666',
    subjects: [],
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function makeParent(overrides: Partial<Parent> = {}): Parent {
  return {
    _id: uuid(),
    firstName: 'Hala',
    lastName: 'Ali',
    email: 'hala@sabora.test',
    phone: '+20 100 555 6666',
    isActive: true,
    createdAt: '2026-01-05T09:00:00.000Z',
    children: [],
    ...overrides,
  };
}

/** The envelope of a paged list (DESIGN §2). */
export const listOf = <T>(data: T[], totalPages = 1) => ({
  body: { success: true, data, totalPages, totalCount: data.length },
});
