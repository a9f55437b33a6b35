import { z } from 'zod';
import { LANGUAGES } from './first-page.js';

/** The settings form of the admin home and the dashboard, saved per user. */
export const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  ar: 'Arabic',
  fr: 'French',
  es: 'Spanish',
};
export const THEMES = ['light', 'dark'] as const;

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  emailNotifications: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const DEFAULT_SETTINGS: Settings = { language: 'en', theme: 'light', emailNotifications: true };

export const settingsReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: settingsSchema,
});
