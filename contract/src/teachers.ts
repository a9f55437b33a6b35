import { z } from 'zod';
import { passwordSchema, phoneSchema } from './auth.js';

const name = z.string().trim().min(1, 'is required').max(100);
const email = z.string().trim().toLowerCase().email('must be a valid email address');

/** Staff spec §5: first name, last name, email, password required; phone optional. */
export const teacherBody = z.object({
  firstName: name,
  lastName: name,
  email,
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  password: passwordSchema,
});
export const teacherUpdateBody = teacherBody.omit({ password: true }).extend({
  password: z.union([passwordSchema, z.literal('')]).optional(),
  isActive: z.boolean().optional(),
});
export const assignSubjectBody = z.object({ isPrimary: z.boolean().default(false) });

export const teacherSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  subjects: z.array(
    z.object({ _id: z.string(), name: z.string(), code: z.string(), isPrimary: z.boolean() }),
  ),
  createdAt: z.string(),
});
export type Teacher = z.infer<typeof teacherSchema>;
