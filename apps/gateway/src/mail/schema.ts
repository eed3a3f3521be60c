import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A file sent with a message (a calendar entry): its name, MIME type and text content. */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Mail to send, written in the same transaction as the business change that causes it, so
 * a committed change always has its mail and a rolled-back one never does. The dispatcher
 * sends due rows and records the outcome on the row.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it, for logs and the dev mailbox (`franchise_application`). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with it (an order's `.ics`); none for most mail. */
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>().notNull().default([]),
    /** `pending` until sent; `failed` after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    /** An order's mails in the back office's history are found by their recipient. */
    index('mail_outbox_to_idx').on(t.toAddress),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Outside production without SMTP_URL, "sent" mail lands here; with DEV_ROUTES it shows at
 * /dev/mailbox.
 */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments').$type<MailAttachmentRow[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type DevMailboxRow = typeof devMailbox.$inferSelect;
