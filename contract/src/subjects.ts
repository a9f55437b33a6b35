import { z } from 'zod';

export const SYSTEMS = ['National', 'IGCSE', 'American'] as const;
export const systemSchema = z.enum(SYSTEMS);
export type System = z.infer<typeof systemSchema>;

/** Spec §3: how each system is shown to people. */
export const SYSTEM_LABELS: Record<System, string> = {
  IGCSE: 'IGCSE',
  American: 'SAT',
  National: 'Thanaweya Amma',
};

/** Spec §9: the landing page shows this many popular subjects. */
export const POPULAR_SUBJECTS_LIMIT = 6;

export const popularSubjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  system: systemSchema,
  systemLabel: z.string(),
  enrollmentCount: z.number().int(),
  primaryTeacher: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type PopularSubject = z.infer<typeof popularSubjectSchema>;
