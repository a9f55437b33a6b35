import { z } from 'zod';

/** Ids travel as strings (uuid in the database). */
export const idSchema = z.string().uuid('must be a valid id');

/**
 * A web address people will open: http or https only, so a stored `javascript:` or `data:` link
 * can never run script when a student clicks it.
 */
export const webUrl = (message = 'must be a valid URL') =>
  z
    .string()
    .trim()
    .url(message)
    .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://');

/** 1-based paging; each screen's page size is the default, never more than MAX_PAGE_LIMIT. */
export const MAX_PAGE_LIMIT = 100;

export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  });

/**
 * A refusal: a stable `code` from ERROR_MESSAGES with the `params` its message needs, and the
 * English `message` (the web shows the code's text in the reader's language: docs/i18n.md,
 * "Server refusals").
 */
export const errorReply = z.object({
  success: z.literal(false),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** `{ success: true, message }`: the reply of a call that changes something and returns nothing. */
export const okReply = z.object({ success: z.literal(true), message: z.string() });

/** Wraps a list item schema in the list envelope (docs/product/api.md, "Conventions"). */
export const listReply = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });

export const totalPagesOf = (totalCount: number, limit: number) => Math.max(1, Math.ceil(totalCount / limit));
