import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Database } from '../db';
import type { MailMessage } from './outbox';
import { devMailbox } from './schema';

/** A message as the dispatcher hands it to a transport: what was queued, and which row it is. */
export interface OutboxMail extends MailMessage {
  outboxId: number;
  /** The row's `created_at`: with the id it names the message for good (see outboxMessageId). */
  queuedAt: Date;
}

/**
 * Sends one message; throws when it was not accepted (the dispatcher retries). The
 * dispatcher calls it outside any transaction, after the row's claim has committed, and may
 * call it again for the same row after a crash: a transport makes the repeat harmless where
 * it can (the same Message-ID, no second dev mailbox row).
 */
export interface MailTransport {
  readonly name: 'smtp' | 'dev-mailbox';
  send(message: OutboxMail, db: Database): Promise<void>;
  close?(): void;
}

export const DEFAULT_MAIL_FROM = 'Bookdirect <no-reply@bookdirect.example>';

/**
 * Each SMTP step (connecting, the greeting, every answer) gives up after this long. A relay
 * that stops answering then costs the dispatcher seconds instead of nodemailer's defaults
 * (2 min to connect, 10 min per answer), and a send ends well inside the claim's lease
 * (dispatcher.ts, MAIL_CLAIM_LEASE_MS).
 */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * The Message-ID of an outbox row, the same on every send of it: a message sent again after a
 * crash is the same message to the receiving side (clients fold the copies). The hash of id,
 * queue time and recipient keeps ids apart across databases that reuse row ids (a reset dev
 * database, staging beside production) under one sender domain.
 */
export function outboxMessageId(
  message: Pick<OutboxMail, 'outboxId' | 'queuedAt' | 'to'>,
  from: string = DEFAULT_MAIL_FROM,
): string {
  const hash = createHash('sha256')
    .update(`${message.outboxId}\n${message.queuedAt.toISOString()}\n${message.to}`)
    .digest('hex')
    .slice(0, 16);
  return `<outbox-${message.outboxId}.${hash}@${senderDomain(from)}>`;
}

function senderDomain(from: string): string {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'bookdirect.example';
}

/** Why a send failed, as the dispatcher acts on it. */
export type SendFailure =
  /** No SMTP server answered (refused, reset, timed out, 421): every other message would fail alike. */
  | 'unreachable'
  /** The server refused this message for good (a 5xx reply). */
  | 'rejected'
  /** Anything else (a 4xx reply, an unexpected error). */
  | 'other';

/** Codes of nodemailer and of Node's sockets that mean the server was not reached or went away. */
const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function classifySendFailure(error: unknown): SendFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  // 421: the server is shutting the channel (overloaded, going down): the whole relay, not this message.
  if (responseCode === 421) return 'unreachable';
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return 'rejected';
  }
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return 'unreachable';
  return 'other';
}

export interface SmtpOptions {
  /** Each SMTP step's time limit; SMTP_TIMEOUT_MS unless a test wants it shorter. */
  timeoutMs?: number;
}

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://...:465`. */
export function smtpTransport(
  url: string,
  from: string = DEFAULT_MAIL_FROM,
  options: SmtpOptions = {},
): MailTransport {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // The SMTP transport itself, not createTransport({ url, ... }): createTransport keeps only
  // what the URL says and drops every other option, the time limits included. Settings in
  // the URL's query (`?socketTimeout=20000`) still win over these.
  const transporter = nodemailer.createTransport(
    new SMTPTransport({
      url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    }),
  );
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
        messageId: outboxMessageId(message, from),
        headers: { 'X-Bookdirect-Outbox-Id': String(message.outboxId) },
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Development: keeps the message in the database, readable at /dev/mailbox. One statement on
 * its own (no transaction held around a send), and a repeated send of one outbox row after a
 * crash finds its row and writes no second one.
 */
export function devMailboxTransport(from: string = DEFAULT_MAIL_FROM): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(message, db) {
      await db.execute(sql`
        insert into ${devMailbox}
          (outbox_id, to_address, from_address, subject, text_body, html_body, attachments)
        select ${message.outboxId}, ${message.to}, ${from}, ${message.subject},
               ${message.text}, ${message.html}, ${JSON.stringify(message.attachments ?? [])}::jsonb
        where not exists (select 1 from ${devMailbox} where outbox_id = ${message.outboxId})`);
    },
  };
}

/** MAIL_FROM and SMTP_URL: who mail is from, and the SMTP server when there is one. */
export interface MailSettings {
  from: string;
  /** Unset: the dev mailbox (refused in production). */
  smtpUrl: string | undefined;
}

/** The mail settings of the environment (read once, by `loadConfig`). */
export function mailSettingsFromEnv(env: Record<string, string | undefined>): MailSettings {
  return {
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
  };
}

/** SMTP when SMTP_URL is set, else the dev mailbox (refused in production: mail would vanish). */
export function mailTransportOf(settings: MailSettings, isProduction: boolean): MailTransport {
  if (settings.smtpUrl) return smtpTransport(settings.smtpUrl, settings.from);
  if (isProduction) {
    throw new Error(
      'SMTP_URL must be set in production: without it mail would only reach the dev mailbox',
    );
  }
  return devMailboxTransport(settings.from);
}

/** `mailTransportOf` straight from an environment. */
export function mailTransportFromEnv(env: Record<string, string | undefined>): MailTransport {
  return mailTransportOf(mailSettingsFromEnv(env), env.NODE_ENV === 'production');
}
