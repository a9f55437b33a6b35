import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';

export const roleEnum = pgEnum('role', ['admin', 'teacher', 'student', 'parent']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: roleEnum('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; the unique index is on lower(email) as well, so case never splits an account. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Tokens carry this number; raising it (password change) revokes every older token. */
    tokenVersion: integer('token_version').notNull().default(0),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('en'),
    theme: text('theme').notNull().default('light'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // Lists of people sorted by name read it in order and stop at the page (a teacher's missing
    // work in a subject of 100,000 students walks it rather than sorting them all).
    index('users_name_idx').on(t.firstName, t.lastName),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const tokenKindEnum = pgEnum('user_token_kind', ['reset-password', 'verify-email']);

/** Single-use tokens mailed to people; only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: tokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);
