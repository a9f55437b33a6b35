import type { MyChild, PopularSubject, Role, User } from '@sabora/contract';

export function makeUser(overrides: Partial<User> & { role?: Role } = {}): User {
  const id = overrides.id ?? `user-${overrides.role ?? 'admin'}`;
  return {
    id,
    _id: id,
    role: 'admin',
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona@sabora.test',
    phone: '+20 100 000 0000',
    isActive: true,
    emailVerifiedAt: '2026-01-10T09:00:00.000Z',
    avatarUrl: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function makePopularSubject(overrides: Partial<PopularSubject> = {}): PopularSubject {
  return {
    _id: 'subject-1',
    name: 'IGCSE Physics',
    code: 'PHY-IG',
    description: 'Forces, energy, waves and electricity.',
    image: null,
    system: 'IGCSE',
    systemLabel: 'IGCSE',
    enrollmentCount: 42,
    primaryTeacher: { firstName: 'Karim', lastName: 'Adel' },
    teacherCount: 1,
    ...overrides,
  };
}

/** A parent's child as GET /api/parents/me/children lists it. */
export function makeChild(id: string, firstName: string, overrides: Partial<MyChild> = {}): MyChild {
  return {
    _id: id,
    studentId: `STU-${id}`,
    firstName,
    lastName: 'Mostafa',
    system: 'IGCSE',
    academicYear: '2026/2027',
    subjects: [],
    ...overrides,
  };
}
