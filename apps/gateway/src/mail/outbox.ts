import type { Database, Transaction } from '../db';
import { type MailAttachmentRow, mailOutbox } from './schema';

/** A message as every transport sends it: plain text and HTML, always both. */
export interface MailMessage {
  /** What caused it, e.g. `franchise_application` or `verification_code`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an order's calendar entry). */
  attachments?: MailAttachmentRow[];
}

/**
 * Queues a message in the outbox. Call it with the transaction of the business change
 * (`db.transaction(async (tx) => { ...change...; await enqueueMail(tx, message) })`): the
 * mail exists exactly when the change committed. The dispatcher sends it within seconds.
 */
export async function enqueueMail(
  tx: Transaction | Database,
  message: MailMessage,
): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
