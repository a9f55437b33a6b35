import {
  academicYearOn,
  CLASS_DURATION,
  CLASS_MAX_PARTICIPANTS,
  type createVirtualClassBody,
  type StaffVirtualClass,
  type VirtualClassPlatform,
  virtualClassBody,
} from '@sabora/contract';
import type { z } from 'zod';
import { problemOf } from '../../lib/form-problems';
import { type FieldErrors, hasErrors } from '../../lib/form-rules';
import { formatNumber } from '../../lib/i18n/format';
import { i18next } from '../../lib/i18n/i18n';

/** What POST and PUT /virtual-classes take, as the contract's schema accepts it (PUT: no repeat). */
export type ClassJson = z.input<typeof createVirtualClassBody>;

export interface ClassFormValues {
  title: string;
  subject: string;
  /** '' for a teacher: the server makes them the class's teacher. */
  teacher: string;
  description: string;
  /** An ISO instant, or '' while none is picked. */
  scheduledDate: string;
  /** As typed; the contract's rule reads whole minutes. */
  duration: string;
  meetingLink: string;
  meetingId: string;
  meetingPassword: string;
  platform: VirtualClassPlatform;
  maxParticipants: string;
  academicYear: string;
  agenda: string[];
  autoEnrollStudents: boolean;
  /** A new class only: one class a week up to `repeatWeeklyUntil` ('YYYY-MM-DD', the browser's day). */
  repeatWeekly: boolean;
  repeatWeeklyUntil: string;
}

type TextField = Exclude<keyof ClassFormValues, 'agenda' | 'autoEnrollStudents' | 'repeatWeekly'>;
export type ClassFieldErrors = FieldErrors<TextField>;

const ns = 'virtual-classes-admin';
const TEXT_FIELDS: readonly TextField[] = [
  'title',
  'subject',
  'teacher',
  'description',
  'scheduledDate',
  'duration',
  'meetingLink',
  'meetingId',
  'meetingPassword',
  'platform',
  'maxParticipants',
  'academicYear',
  'repeatWeeklyUntil',
];
const isTextField = (key: unknown): key is TextField => TEXT_FIELDS.includes(key as TextField);

/** A field's name in the page's language, as its messages start ("Title is required"). */
export const classLabelOf = (field: TextField): string => i18next.t(`fields.${field}`, { ns });

type ClassProblem =
  | 'wholeMinutes'
  | 'minutesBetween'
  | 'wholeParticipants'
  | 'participantsBetween'
  | 'link'
  | 'yearShape'
  | 'consecutiveYears'
  | 'validId';

/**
 * The class schema's own rules, which the shared wording (lib/form-problems.ts) would word more
 * loosely: they keep the contract's text ("Duration must be between 15 and 480 minutes").
 */
const CLASS_RULES: Readonly<Record<string, { key: ClassProblem; range?: { min: number; max: number } }>> = {
  'must be a whole number of minutes': { key: 'wholeMinutes' },
  [`must be between ${CLASS_DURATION.min} and ${CLASS_DURATION.max} minutes`]: {
    key: 'minutesBetween',
    range: CLASS_DURATION,
  },
  'must be a whole number of participants': { key: 'wholeParticipants' },
  [`must be between ${CLASS_MAX_PARTICIPANTS.min} and ${CLASS_MAX_PARTICIPANTS.max} participants`]: {
    key: 'participantsBetween',
    range: CLASS_MAX_PARTICIPANTS,
  },
  'must be a URL (https://…)': { key: 'link' },
  'must look like 2024-2025': { key: 'yearShape' },
  'must be two consecutive years, like 2024-2025': { key: 'consecutiveYears' },
  'must be a valid id': { key: 'validId' },
};

/** A limit as the contract writes it, in the reader's digits: 1000, not 1,000. */
const limit = (value: number) => formatNumber(value, { useGrouping: false });

function classProblemOf(issue: z.core.$ZodIssue, field: string): string {
  const rule = CLASS_RULES[issue.message];
  if (!rule) return problemOf(issue, field);
  const range = rule.range && { min: limit(rule.range.min), max: limit(rule.range.max) };
  return i18next.t(`problems.${rule.key}`, { ns, field, ...range });
}

/** A blank required field: a text shorter than one character, which the shared wording calls required. */
const blank = (field: TextField): z.core.$ZodIssue => ({
  code: 'too_small',
  origin: 'string',
  minimum: 1,
  path: [field],
  message: '',
});

/** These are required, and the teacher too for admins. */
const REQUIRED: readonly TextField[] = ['title', 'subject', 'scheduledDate', 'duration', 'academicYear'];

/**
 * A new class: the academic year it most likely belongs to (this one, read on the browser's clock;
 * editable) and auto-enrol on; an edit keeps the class's own.
 */
export const newClassValues = (now: Date = new Date()): ClassFormValues => ({
  title: '',
  subject: '',
  teacher: '',
  description: '',
  scheduledDate: '',
  duration: String(CLASS_DURATION.default),
  meetingLink: '',
  meetingId: '',
  meetingPassword: '',
  platform: 'zoom',
  maxParticipants: String(CLASS_MAX_PARTICIPANTS.default),
  academicYear: academicYearOn(now),
  agenda: [],
  autoEnrollStudents: true,
  repeatWeekly: false,
  repeatWeeklyUntil: '',
});

export const classValuesOf = (item: StaffVirtualClass): ClassFormValues => ({
  title: item.title,
  subject: item.subject._id,
  teacher: item.teacher?._id ?? '',
  description: item.description,
  scheduledDate: item.scheduledDate,
  duration: String(item.duration),
  meetingLink: item.meetingLink ?? '',
  meetingId: item.meetingId ?? '',
  meetingPassword: item.meetingPassword ?? '',
  platform: item.platform,
  maxParticipants: String(item.maxParticipants),
  academicYear: item.academicYear,
  agenda: item.agenda,
  autoEnrollStudents: item.autoEnrollStudents,
  repeatWeekly: false,
  repeatWeeklyUntil: '',
});

/**
 * The form checked with the server's own schema (`virtualClassBody`): each field's message, or the
 * JSON to send. A teacher's form has no Teacher field and sends none.
 */
export function checkClass(
  values: ClassFormValues,
  { withTeacher }: { withTeacher: boolean },
): { errors: ClassFieldErrors } | { body: ClassJson } {
  const required: TextField[] = [
    ...REQUIRED,
    ...(withTeacher ? ['teacher' as const] : []),
    ...(values.repeatWeekly ? ['repeatWeeklyUntil' as const] : []),
  ];
  const result = virtualClassBody.safeParse(values);
  // Blank required fields first, then the schema's rules on the others.
  const issues = [
    ...required.filter((field) => values[field].trim() === '').map(blank),
    ...(result.success ? [] : result.error.issues),
  ];
  const errors: ClassFieldErrors = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (isTextField(field)) errors[field] ??= classProblemOf(issue, classLabelOf(field));
  }
  if (hasErrors(errors) || !result.success) return { errors };
  const parsed = result.data;
  return {
    body: {
      ...parsed,
      teacher: withTeacher ? parsed.teacher : undefined,
      // Blank optional fields are left out; the server stores them as empty.
      meetingLink: parsed.meetingLink ?? undefined,
      meetingId: parsed.meetingId ?? undefined,
      meetingPassword: parsed.meetingPassword ?? undefined,
      // The server repeats on the wall clock of the zone the date picker shows (the browser's).
      ...(values.repeatWeekly && {
        repeatWeeklyUntil: values.repeatWeeklyUntil,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    },
  };
}

/**
 * The class as it stands with status 'cancelled': PUT /virtual-classes/{id} takes the whole class,
 * so a cancellation sends every current field unchanged. Admins name the teacher; a teacher sends none.
 */
export const cancelledBodyOf = (
  item: StaffVirtualClass,
  { withTeacher }: { withTeacher: boolean },
): ClassJson => ({
  title: item.title,
  subject: item.subject._id,
  teacher: withTeacher ? item.teacher?._id : undefined,
  description: item.description,
  scheduledDate: item.scheduledDate,
  duration: item.duration,
  meetingLink: item.meetingLink ?? undefined,
  meetingId: item.meetingId ?? undefined,
  meetingPassword: item.meetingPassword ?? undefined,
  platform: item.platform,
  maxParticipants: item.maxParticipants,
  academicYear: item.academicYear,
  agenda: item.agenda,
  autoEnrollStudents: item.autoEnrollStudents,
  status: 'cancelled',
});
