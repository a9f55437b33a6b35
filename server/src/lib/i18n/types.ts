import type { LANGUAGES } from '@sabora/contract';
import type { en } from './en.js';

export type Language = (typeof LANGUAGES)[number];

export type NoticeKey = keyof typeof en.notices;
export type MailKey = keyof typeof en.mails;

/** The shape every language's texts have: en.ts's keys, any wording. */
export interface Messages {
  notices: Record<NoticeKey, { title: string; message: string }>;
  mails: Record<MailKey, { subject: string; text: string }>;
  words: Record<keyof typeof en.words, string>;
  /** The gradebook's export: its headings and the words of cells without a grade. */
  gradebook: Record<keyof typeof en.gradebook, string>;
}
