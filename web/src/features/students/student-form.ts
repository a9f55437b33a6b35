import {
  registerBody,
  type Student,
  type StudentBody,
  type StudentUpdateBody,
  type StudentWithAccountBody,
  type Subject,
  type System,
  studentBody,
  studentUpdateBody,
} from '@sabora/contract';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/form-rules';
import { i18next } from '../../lib/i18n/i18n';
import { newPasswordProblem } from '../../lib/session/password-rules';

/** The texts of the student forms, read when a form is checked, in the page's language. */
const text = (key: 'fixFields' | 'teacherRequired' | 'chooseTeacher' | 'subjectsLoading') =>
  i18next.t(`form.${key}`, { ns: 'students' });

interface StudentDetails {
  firstName: string;
  lastName: string;
  phone: string;
  system: System | '';
  academicYear: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  password: string;
  confirmPassword: string;
}
interface NewStudentValues extends StudentDetails {
  email: string;
}
interface EditStudentValues extends StudentDetails {
  status: string;
}

/** One subject ticked in the form; `system` keeps only the chosen system's subjects on save. */
export interface EnrolmentDraft {
  subject: string;
  system: System;
  teacher: string;
  isActive: boolean;
}
export interface EnrolmentState {
  enabled: boolean;
  entries: EnrolmentDraft[];
}

/** The form names its fields as the import's messages name the columns (in English). */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'system',
  'academicYear',
  'status',
  'parentName',
  'parentEmail',
  'parentPhone',
  'confirmPassword',
] as const;
type Field = (typeof FIELDS)[number];
const labels = () =>
  Object.fromEntries(
    FIELDS.map((field) => [field, i18next.t(`fields.${field}`, { ns: 'students' })]),
  ) as Record<Field, string>;

const addRules = registerBody.pick({ firstName: true, lastName: true, email: true, phone: true }).extend(
  studentBody.pick({
    system: true,
    academicYear: true,
    parentName: true,
    parentEmail: true,
    parentPhone: true,
  }).shape,
);
const editRules = studentUpdateBody.omit({ subjects: true });

/** A new student starts in the current academic year. */
export function newStudentValues(): NewStudentValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    system: '',
    academicYear: String(new Date().getFullYear()),
    parentName: '',
    parentEmail: '',
    parentPhone: '',
  };
}

export function editStudentValues(student: Student): EditStudentValues {
  return {
    firstName: student.user.firstName,
    lastName: student.user.lastName,
    phone: student.user.phone ?? '',
    system: student.system,
    academicYear: student.academicYear,
    status: student.status,
    parentName: student.parentName,
    parentEmail: student.parentEmail,
    parentPhone: student.parentPhone,
    password: '',
    confirmPassword: '',
  };
}

export function enrolmentOf(student: Student): EnrolmentState {
  return {
    enabled: student.subjects.length > 0,
    entries: student.subjects.map((entry) => ({
      subject: entry.subject._id,
      system: student.system,
      teacher: entry.teacher?._id ?? '',
      isActive: entry.isActive,
    })),
  };
}

interface Problems {
  fields: FieldErrors<Field>;
  /** Subject id → message, for the teacher choice of that subject. */
  teachers: Record<string, string>;
  message: string | null;
}

/** With enrolment on, every ticked subject of the chosen system needs one of its teachers. */
function teacherProblems(state: EnrolmentState, system: string, subjects: Subject[] | undefined) {
  const teachers: Record<string, string> = {};
  const ticked = state.enabled ? state.entries.filter((entry) => entry.system === system) : [];
  if (ticked.length === 0) return { teachers, message: null };
  if (!subjects) return { teachers, message: text('subjectsLoading') };
  for (const entry of ticked) {
    const subject = subjects.find((candidate) => candidate._id === entry.subject);
    if (!subject?.teachers.some((teacher) => teacher._id === entry.teacher)) {
      teachers[entry.subject] = text('chooseTeacher');
    }
  }
  return { teachers, message: hasErrors(teachers) ? text('teacherRequired') : null };
}

function passwordProblem(values: StudentDetails, required: boolean): string | null {
  // A blank required password is reported with the required fields.
  if (required && (!values.password || !values.confirmPassword)) return null;
  // On edit, a blank password (and confirmation) keeps the current one.
  if (!values.password && !values.confirmPassword) return null;
  return newPasswordProblem(values.password, values.confirmPassword);
}

function combine(
  fields: FieldErrors<Field>,
  password: string | null,
  teachers: Problems['teachers'],
  teacherMessage: string | null,
): Problems {
  const message = password ?? (hasErrors(fields) ? text('fixFields') : teacherMessage);
  return { fields, teachers, message };
}

export function newStudentProblems(
  values: NewStudentValues,
  state: EnrolmentState,
  subjects?: Subject[],
): Problems {
  const required = FIELDS.filter((key) => key !== 'status');
  const fields = fieldErrors<Field>(addRules, { ...values, status: '' }, labels(), required);
  const teachers = teacherProblems(state, values.system, subjects);
  return combine(fields, passwordProblem(values, true), teachers.teachers, teachers.message);
}

export function editStudentProblems(
  values: EditStudentValues,
  state: EnrolmentState,
  subjects?: Subject[],
): Problems {
  const required: Field[] = [
    'firstName',
    'lastName',
    'system',
    'academicYear',
    'status',
    'parentName',
    'parentEmail',
    'parentPhone',
  ];
  const fields = fieldErrors<Field>(editRules, { ...values, email: '' }, labels(), required);
  const teachers = teacherProblems(state, values.system, subjects);
  return combine(fields, passwordProblem(values, false), teachers.teachers, teachers.message);
}

function enrolments(state: EnrolmentState, system: string): StudentBody['subjects'] {
  if (!state.enabled) return [];
  return state.entries
    .filter((entry) => entry.system === system)
    .map(({ subject, teacher, isActive }) => ({ subject, teacher, isActive }));
}

/** The body of POST /students/with-account: the account and the profile together. */
export function newStudentBody(values: NewStudentValues, state: EnrolmentState): StudentWithAccountBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    system: values.system as System,
    academicYear: values.academicYear.trim(),
    parentName: values.parentName.trim(),
    parentEmail: values.parentEmail.trim(),
    parentPhone: values.parentPhone.trim(),
    subjects: enrolments(state, values.system),
  };
}

export function editStudentBody(values: EditStudentValues, state: EnrolmentState): StudentUpdateBody {
  return {
    system: values.system as System,
    academicYear: values.academicYear.trim(),
    status: values.status as StudentUpdateBody['status'],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    parentName: values.parentName.trim(),
    parentEmail: values.parentEmail.trim(),
    parentPhone: values.parentPhone.trim(),
    subjects: enrolments(state, values.system),
  };
}

/** The form's alert; "correct the fields" goes once every field message has been dealt with. */
export const stillToFix = (message: string | null, fields: object) =>
  message === text('fixFields') && !hasErrors(fields) ? null : message;

/** "active" reads Active; other statuses as they are (a status not in the list too). */
export const statusLabel = (status: string) =>
  i18next.t(`statuses.${status}` as 'statuses.active', { ns: 'students', defaultValue: status });
