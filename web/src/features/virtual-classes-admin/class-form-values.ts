import {
  CLASS_DURATION,
  CLASS_MAX_PARTICIPANTS,
  type StaffVirtualClass,
  type VirtualClassPlatform,
  virtualClassBody,
} from '@sabora/contract';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/form-rules';

/** What POST and PUT /virtual-classes take, as the contract's schema accepts it. */
export type ClassJson = z.input<typeof virtualClassBody>;

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
}

type TextField = Exclude<keyof ClassFormValues, 'agenda' | 'autoEnrollStudents'>;
export type ClassFieldErrors = FieldErrors<TextField>;

/** The labels on screen, which also start the field messages ("Title is required"). */
const LABELS: Record<TextField, string> = {
  title: 'Title',
  subject: 'Subject',
  teacher: 'Teacher',
  description: 'Description',
  scheduledDate: 'Scheduled Date & Time',
  duration: 'Duration',
  meetingLink: 'Meeting link',
  meetingId: 'Meeting ID',
  meetingPassword: 'Meeting password',
  platform: 'Platform',
  maxParticipants: 'Max participants',
  academicYear: 'Academic Year',
};

/** Staff spec §5: these are required, and the teacher too for admins. */
const REQUIRED: readonly TextField[] = ['title', 'subject', 'scheduledDate', 'duration', 'academicYear'];

export const newClassValues = (): ClassFormValues => ({
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
  academicYear: '',
  agenda: [],
  autoEnrollStudents: false,
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
});

/**
 * The form checked with the server's own schema (`virtualClassBody`): each field's message, or the
 * JSON to send. A teacher's form has no Teacher field and sends none.
 */
export function checkClass(
  values: ClassFormValues,
  { withTeacher }: { withTeacher: boolean },
): { errors: ClassFieldErrors } | { body: ClassJson } {
  const required = withTeacher ? [...REQUIRED, 'teacher' as const] : REQUIRED;
  const errors = fieldErrors<TextField>(virtualClassBody, values, LABELS, required);
  if (hasErrors(errors)) return { errors };
  const parsed = virtualClassBody.parse(values);
  return {
    body: {
      ...parsed,
      teacher: withTeacher ? parsed.teacher : undefined,
      // Blank optional fields are left out; the server stores them as empty.
      meetingLink: parsed.meetingLink ?? undefined,
      meetingId: parsed.meetingId ?? undefined,
      meetingPassword: parsed.meetingPassword ?? undefined,
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
