/**
 * Drizzle mirror of the SQL migrations (migrations/*.sql are the source of truth; the constraints that Drizzle
 * cannot express, such as the exclusion constraint, live only there).
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

export interface OpeningDayRow {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open: boolean;
  startTime: string | null;
  endTime: string | null;
}

export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Zurich'),
  foundedYear: integer('founded_year').notNull().default(2020),
  openingHours: jsonb('opening_hours').$type<OpeningDayRow[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'barber', 'client'] }).notNull().default('client'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  profileImageUrl: text('profile_image_url'),
  tokenVersion: integer('token_version').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: createdAt(),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  doneAt: ts('done_at'),
  createdAt: createdAt(),
});

export interface AttachmentRow {
  filename: string;
  contentType: string;
  /** base64 content; small files only (.ics invitations). */
  content: string;
}

export const outboundMessages = pgTable('outbound_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  attachments: jsonb('attachments').$type<AttachmentRow[]>().notNull().default(sql`'[]'::jsonb`),
  status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
  provider: text('provider'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
});
