import { z } from 'zod';
import { okReply } from './common.js';
import { endpoint } from './endpoint.js';
import { firstPageRoutes, ROLES } from './first-page.js';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Eight characters, not six (docs/decisions.md, "Passwords"). */
export const PASSWORD_MIN_LENGTH = 8;
/** A reset link stays valid for one hour and works once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const email = z.string().trim().toLowerCase().email('must be a valid email address');
const requiredText = (max = 100) => z.string().trim().min(1, 'is required').max(max);
/**
 * The passwords every guessing attack tries first. The server installs its list at start-up
 * (server/src/lib/common-passwords.ts), so every schema below refuses them wherever a password is
 * chosen; the web app installs none (the list would weigh more than its first page).
 */
const commonPasswords = { has: (_lowerCased: string) => false };
export function refuseCommonPasswords(has: (lowerCased: string) => boolean) {
  commonPasswords.has = has;
}
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'must be at most 200 characters')
  .refine((password) => !commonPasswords.has(password.toLowerCase()), {
    message: 'is one of the most common passwords; choose one that is harder to guess',
    params: { issue: 'commonPassword' },
  });
/**
 * Phone numbers: the shape here (digits, spaces, dashes, brackets, a leading +), and whether it is
 * a real number of its country, written nationally or internationally, once the server installed
 * its reader (server/src/lib/phones.ts: libphonenumber-js, too big for the web app's first page).
 */
const phoneNumbers = { valid: (_text: string) => true };
export function checkPhoneNumbersWith(valid: (text: string) => boolean) {
  phoneNumbers.valid = valid;
}
const PHONE_SHAPE = /^\+?[0-9 ()-]{5,20}$/;
export const phoneSchema = z
  .string()
  .trim()
  .regex(PHONE_SHAPE, 'must be a valid phone number')
  // A text not shaped like a phone number has its issue from the line above, not a second one.
  .refine((text) => !PHONE_SHAPE.test(text) || phoneNumbers.valid(text), {
    message: 'must be a valid phone number',
    params: { issue: 'invalidPhone' },
  });

export const loginBody = z.object({ email, password: z.string().min(1, 'is required').max(200) });
export const parentLoginBody = z.object({ email, phone: phoneSchema });
export const registerBody = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email,
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  password: passwordSchema,
  role: roleSchema,
});
export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: z.string().min(1, 'is required').max(500),
  password: passwordSchema,
});
export const verifyEmailBody = z.object({ token: z.string().min(1, 'is required').max(500) });
export const setPasswordBody = z.object({ password: passwordSchema });
export const changeOwnPasswordBody = z.object({
  currentPassword: z.string().min(1, 'is required').max(200),
  password: passwordSchema,
});
export const profileBody = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  phone: z.union([phoneSchema, z.literal('')]),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** Profile pictures: the upload helper checks these before anything is stored. */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type LoginBody = z.infer<typeof loginBody>;
export type ParentLoginBody = z.infer<typeof parentLoginBody>;
export type RegisterBody = z.infer<typeof registerBody>;

export const userSchema = z.object({
  id: z.string(),
  _id: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ user: userSchema, token: z.string() }),
});
export type AuthReply = z.infer<typeof authReply>;

export const userReply = z.object({ success: z.literal(true), data: z.object({ user: userSchema }) });

/** The sign-in calls (docs/product/api.md, "Sign-in and accounts"). */
export const authEndpoints = {
  login: endpoint({ ...firstPageRoutes.login, body: loginBody, reply: authReply }),
  parentLogin: endpoint({ ...firstPageRoutes.parentLogin, body: parentLoginBody, reply: authReply }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    body: registerBody,
    reply: userReply.extend({ message: z.string() }),
    status: 201,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordBody,
    reply: okReply,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordBody,
    reply: okReply,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/auth/verify-email',
    body: verifyEmailBody,
    reply: okReply,
  }),
  me: endpoint({ ...firstPageRoutes.me, reply: userReply }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', reply: okReply }),
};
