import nodemailer from 'nodemailer';
import type { Transaction } from '../db';
import type { MailMessage } from './outbox';
import { devMailbox } from './schema';

/** Sends one message; throws when it was not accepted (the dispatcher retries). */
export interface MailTransport {
  readonly name: 'smtp' | 'dev-mailbox';
  send(message: MailMessage & { outboxId: number }, tx: Transaction): Promise<void>;
  close?(): void;
}

export const DEFAULT_MAIL_FROM = 'Bookdirect <no-reply@bookdirect.example>';

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://...:465`. */
export function smtpTransport(url: string, from: string = DEFAULT_MAIL_FROM): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Bookdirect-Outbox-Id': String(message.outboxId) },
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Development: keeps the message in the database, readable at /dev/mailbox. */
export function devMailboxTransport(from: string = DEFAULT_MAIL_FROM): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(message, tx) {
      await tx.insert(devMailbox).values({
        outboxId: message.outboxId,
        toAddress: message.to,
        fromAddress: from,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
  };
}

/** SMTP when SMTP_URL is set, else the dev mailbox (refused in production: mail would vanish). */
export function mailTransportFromEnv(env: Record<string, string | undefined>): MailTransport {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const url = env.SMTP_URL?.trim();
  if (url) return smtpTransport(url, from);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SMTP_URL must be set in production: without it mail would only reach the dev mailbox',
    );
  }
  return devMailboxTransport(from);
}
