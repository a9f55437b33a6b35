import { z } from 'zod';
import { phoneSchema } from './auth.js';

const name = z.string().trim().min(1, 'is required').max(100);

/** Staff spec §5: parent edit needs first name, last name, email and phone. */
export const parentUpdateBody = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().toLowerCase().email('must be a valid email address'),
  phone: phoneSchema,
});
export type ParentUpdateBody = z.infer<typeof parentUpdateBody>;

export const parentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  children: z.array(
    z.object({
      _id: z.string(),
      studentId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      system: z.string(),
    }),
  ),
});
export type Parent = z.infer<typeof parentSchema>;
