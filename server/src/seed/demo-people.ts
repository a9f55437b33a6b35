import type { Role } from '@sabora/contract';

/** Every demo account that signs in with a password uses this one (printed at start-up). */
export const DEMO_PASSWORD = 'sabora123';

export interface DemoPerson {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** For students: the system they study and the email of their parent. */
  system?: 'IGCSE' | 'American' | 'National';
  parentEmail?: string;
}

export const DEMO_ADMIN: DemoPerson = {
  role: 'admin',
  firstName: 'Nadia',
  lastName: 'Kamel',
  email: 'admin@sabora.school',
  phone: '+20 100 000 0001',
};

export const DEMO_TEACHERS: DemoPerson[] = [
  {
    role: 'teacher',
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona.hassan@sabora.school',
    phone: '+20 100 000 0101',
  },
  {
    role: 'teacher',
    firstName: 'Omar',
    lastName: 'Farouk',
    email: 'omar.farouk@sabora.school',
    phone: '+20 100 000 0102',
  },
  {
    role: 'teacher',
    firstName: 'Sarah',
    lastName: 'Adams',
    email: 'sarah.adams@sabora.school',
    phone: '+20 100 000 0103',
  },
];

const parent = (firstName: string, lastName: string, n: number): DemoPerson => ({
  role: 'parent',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@family.sabora.school`,
  phone: `+20 111 000 ${String(n).padStart(4, '0')}`,
});

export const DEMO_PARENTS: DemoPerson[] = [
  parent('Khaled', 'Mostafa', 1),
  parent('Heba', 'Salem', 2),
  parent('Tarek', 'Nour', 3),
  parent('Laila', 'Youssef', 4),
  parent('Ahmed', 'Zaki', 5),
  parent('Rania', 'Fahmy', 6),
  parent('Sherif', 'Adel', 7),
  parent('Dina', 'Ibrahim', 8),
  parent('Mai', 'Tawfik', 9),
  parent('Hossam', 'Gamal', 10),
];

const student = (
  firstName: string,
  lastName: string,
  system: DemoPerson['system'],
  parentIndex: number,
  n: number,
): DemoPerson => ({
  role: 'student',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@students.sabora.school`,
  phone: `+20 122 000 ${String(n).padStart(4, '0')}`,
  system,
  parentEmail: DEMO_PARENTS[parentIndex]!.email,
});

export const DEMO_STUDENTS: DemoPerson[] = [
  student('Youssef', 'Mostafa', 'IGCSE', 0, 1),
  student('Malak', 'Mostafa', 'IGCSE', 0, 2),
  student('Adam', 'Salem', 'IGCSE', 1, 3),
  student('Jana', 'Nour', 'IGCSE', 2, 4),
  student('Ziad', 'Youssef', 'American', 3, 5),
  student('Farida', 'Youssef', 'American', 3, 6),
  student('Hamza', 'Zaki', 'American', 4, 7),
  student('Nour', 'Fahmy', 'American', 5, 8),
  student('Ali', 'Adel', 'National', 6, 9),
  student('Salma', 'Adel', 'National', 6, 10),
  student('Karim', 'Ibrahim', 'National', 7, 11),
  student('Habiba', 'Ibrahim', 'National', 7, 12),
  // Two more in IGCSE, so Mathematics has a class large enough to show its average (five graded).
  student('Mariam', 'Tawfik', 'IGCSE', 8, 13),
  student('Seif', 'Gamal', 'IGCSE', 9, 14),
];
