import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { restrictToLoopback } from '../http/loopback';
import { inlineSource, pagePolicy } from '../plugins/security-headers';
import { outboxCounts } from './dispatcher';
import { escapeHtml } from './outbox';
import { type DevMailboxRow, devMailbox } from './schema';

export const DEV_MAILBOX_PATH = '/dev/mailbox';
export const DEV_MAILBOX_JSON_PATH = '/dev/mailbox.json';

/** A message of the dev mailbox as `/dev/mailbox.json` lists it. */
export interface DevMailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, each with where to download it. */
  attachments: { filename: string; content_type: string; content: string; href: string }[];
  /** ISO 8601. */
  created_at: string;
}

/** Where an attachment of a dev mailbox message downloads from. */
function attachmentHref(id: number, index: number): string {
  return `${DEV_MAILBOX_PATH}/${id}/attachments/${index}`;
}

function attachmentLinks(m: DevMailboxRow): string {
  if (m.attachments.length === 0) return '';
  const links = m.attachments
    .map(
      (file, index) =>
        `<li><a href="${attachmentHref(m.id, index)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> <span class="meta">${escapeHtml(file.contentType)}</span></li>`,
    )
    .join('');
  return `<ul class="files" aria-label="Attachments">${links}</ul>`;
}

const MAILBOX_CSS = `body{font:16px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1b2528}
ol{list-style:none;padding:0}li{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#555;font-size:14px}
pre{white-space:pre-wrap;background:#f6f3ee;padding:.75rem;border-radius:8px}`;

/** The list page: its one `<style>` by hash, nothing else inline. */
const listPage = {
  schema: { hide: true },
  helmet: pagePolicy({ 'style-src': [inlineSource(MAILBOX_CSS)] }),
};

/**
 * A message as the recipient's mail client shows it: mail HTML styles with attributes, so
 * inline styles apply, but nothing runs (`sandbox` without `allow-scripts`) and no form goes
 * anywhere.
 */
const messagePage = {
  schema: { hide: true },
  helmet: pagePolicy({
    'script-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'form-action': ["'none'"],
    sandbox: [],
  }),
};

/**
 * The dev mailbox: every message "sent" without SMTP, newest first, at
 * `{GATEWAY_PUBLIC_URL}/dev/mailbox`. It shows every code mailed, so it exists only with
 * DEV_ROUTES (which loadConfig refuses beside SMTP_URL or production), and answers only a
 * peer on this machine.
 */
export const mailRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.devRoutes) return;
  restrictToLoopback(app);

  app.get(DEV_MAILBOX_PATH, listPage, async (_request, reply) => {
    const rows = await app.db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(100);
    const counts = await outboxCounts(app.db);
    const items = rows
      .map(
        (m) => `<li><article>
  <h2><a href="${DEV_MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject)}</a></h2>
  <p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p>
  <pre>${escapeHtml(m.textBody)}</pre>
  ${attachmentLinks(m)}
</article></li>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Dev mailbox',
        `<p class="meta">Outbox: ${escapeHtml(JSON.stringify(counts))}. Set SMTP_URL to send real mail.</p>
<ol>${items || '<li>No mail yet.</li>'}</ol>`,
      ),
    );
  });

  // For end-to-end tests and people: `?to=` keeps one recipient's mail (any letter case).
  app.get<{ Querystring: { to?: string } }>(
    DEV_MAILBOX_JSON_PATH,
    { schema: { hide: true } },
    async (request) => {
      const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
      const rows = await app.db
        .select()
        .from(devMailbox)
        .where(to ? sql`lower(${devMailbox.toAddress}) = lower(${to})` : undefined)
        .orderBy(desc(devMailbox.id))
        .limit(100);
      const messages: DevMailboxMessage[] = rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        attachments: m.attachments.map((file, index) => ({
          filename: file.filename,
          content_type: file.contentType,
          content: file.content,
          href: attachmentHref(m.id, index),
        })),
        created_at: m.createdAt.toISOString(),
      }));
      return { messages };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${DEV_MAILBOX_PATH}/:id`,
    messagePage,
    async (request, reply) => {
      const id = Number(request.params.id);
      const [m] = Number.isSafeInteger(id)
        ? await app.db.select().from(devMailbox).where(eq(devMailbox.id, id))
        : [];
      if (!m) return reply.code(404).type('text/plain').send('No such message');
      // The message's own HTML, shown as the recipient would see it.
      return reply.type('text/html; charset=utf-8').send(m.htmlBody);
    },
  );

  app.get<{ Params: { id: string; index: string } }>(
    `${DEV_MAILBOX_PATH}/:id/attachments/:index`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const index = Number(request.params.index);
      const [m] = Number.isSafeInteger(id)
        ? await app.db.select().from(devMailbox).where(eq(devMailbox.id, id))
        : [];
      const file = m && Number.isSafeInteger(index) ? m.attachments[index] : undefined;
      if (!file) return reply.code(404).type('text/plain').send('No such attachment');
      const name = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file.content);
    },
  );
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>${MAILBOX_CSS}</style></head>
<body><h1>${title}</h1>${body}</body></html>`;
}
