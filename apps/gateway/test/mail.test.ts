import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { dispatchMail, MAIL_MAX_ATTEMPTS, retryDelayMs } from '../src/mail/dispatcher';
import { enqueueMail, type MailMessage } from '../src/mail/outbox';
import { devMailbox, mailOutbox } from '../src/mail/schema';
import {
  devMailboxTransport,
  type MailTransport,
  mailTransportFromEnv,
  smtpTransport,
} from '../src/mail/transports';
import { describeEachBackend, startGateway, testConfig } from './support/gateway';
import { startSmtp } from './support/smtp';

let seq = 0;
const message = (): MailMessage => {
  seq++;
  const tag = `mail-test-${Date.now()}-${seq}`;
  return {
    kind: 'test',
    to: `${tag}@example.com`,
    subject: `Subject ${tag}`,
    text: `Plain ${tag}`,
    html: `<p>HTML ${tag}</p>`,
  };
};

const failing: MailTransport = {
  name: 'smtp',
  async send() {
    throw new Error('connection refused');
  },
};

describeEachBackend(
  'mail outbox',
  (gateway) => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
    });
    afterAll(async () => {
      await smtp.close();
    });

    const row = async (id: number) => {
      const [r] = await gateway().db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!r) throw new Error(`no outbox row ${id}`);
      return r;
    };

    it('writes nothing when the business transaction rolls back', async () => {
      const m = message();
      await expect(
        gateway().db.transaction(async (tx) => {
          await enqueueMail(tx, m);
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      const rows = await gateway()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, m.to));
      expect(rows).toEqual([]);
    });

    it('delivers through a real SMTP server with plain text and HTML', async () => {
      const m = message();
      const id = await gateway().db.transaction((tx) => enqueueMail(tx, m));
      const transport = smtpTransport(smtp.url, 'Bookdirect <no-reply@bookdirect.example>');
      try {
        const result = await dispatchMail(gateway().db, transport);
        expect(result.sent).toBeGreaterThanOrEqual(1);
      } finally {
        transport.close?.();
      }
      const received = smtp.inbox.find((r) => r.to.includes(m.to));
      expect(received?.raw).toContain(m.subject);
      expect(received?.raw).toContain('text/plain');
      expect(received?.raw).toContain('text/html');
      expect(received?.raw).toMatch(new RegExp(`X-Bookdirect-Outbox-Id: ${id}\\r?\\n`, 'i'));
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    });

    it('retries a failed send with backoff, then delivers', async () => {
      const m = message();
      const id = await enqueueMail(gateway().db, m);
      // The database stamps microseconds, a Date only milliseconds: a `now` taken in the same
      // millisecond as the insert could precede it, so the mail would not be due yet.
      const now = new Date(Date.now() + 1_000);
      await dispatchMail(gateway().db, failing, { now });
      const first = await row(id);
      expect(first).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'connection refused',
      });
      expect(first.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

      // Not due yet: nothing is attempted.
      const transport = smtpTransport(smtp.url);
      try {
        await dispatchMail(gateway().db, transport, { now: new Date(now.getTime() + 1_000) });
        expect((await row(id)).attempts).toBe(1);
        await dispatchMail(gateway().db, transport, {
          now: new Date(now.getTime() + retryDelayMs(1) + 1),
        });
      } finally {
        transport.close?.();
      }
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.inbox.some((r) => r.to.includes(m.to))).toBe(true);
    });

    it('backs off exponentially up to an hour, and gives up after the last attempt', async () => {
      expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
      expect(retryDelayMs(20)).toBe(3_600_000);
      const m = message();
      const id = await enqueueMail(gateway().db, m);
      await gateway()
        .db.update(mailOutbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, id));
      await dispatchMail(gateway().db, failing, { now: new Date(Date.now() + 86_400_000) });
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    });

    it('keeps dev mail in the database and shows it at /dev/mailbox', async () => {
      const m = message();
      const id = await enqueueMail(gateway().db, m);
      await dispatchMail(gateway().db, devMailboxTransport(), {
        now: new Date(Date.now() + 86_400_000 * 2),
      });
      const stored = await gateway()
        .db.select()
        .from(devMailbox)
        .where(inArray(devMailbox.outboxId, [id]));
      expect(stored[0]).toMatchObject({ toAddress: m.to, subject: m.subject, textBody: m.text });
      const page = await gateway().app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(m.subject);
      const single = await gateway().app.inject({
        method: 'GET',
        url: `/dev/mailbox/${stored[0]?.id}`,
      });
      expect(single.body).toBe(m.html);
    });

    it('never sends a message twice when dispatchers run side by side', async () => {
      const messages = [message(), message(), message(), message()];
      const ids: number[] = [];
      for (const m of messages) ids.push(await enqueueMail(gateway().db, m));
      const transport = smtpTransport(smtp.url);
      try {
        const later = new Date(Date.now() + 86_400_000 * 3);
        await Promise.all([
          dispatchMail(gateway().db, transport, { now: later }),
          dispatchMail(gateway().db, transport, { now: later }),
          dispatchMail(gateway().db, transport, { now: later }),
        ]);
      } finally {
        transport.close?.();
      }
      for (const m of messages) {
        expect(smtp.inbox.filter((r) => r.to.includes(m.to))).toHaveLength(1);
      }
      const rows = await gateway().db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    });
  },
  { env: { DEV_ROUTES: '1' } },
);

describe('mail in production', () => {
  it('does not serve the dev mailbox', async () => {
    const gw = await startGateway('pglite');
    const app = await buildApp({ db: gw.db, config: testConfig({ NODE_ENV: 'production' }) });
    try {
      const answer = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
      await gw.close();
    }
  });

  it('refuses to start without SMTP_URL, and picks SMTP when it is set', () => {
    expect(() => mailTransportFromEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(
      mailTransportFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }).name,
    ).toBe('smtp');
    expect(mailTransportFromEnv({}).name).toBe('dev-mailbox');
  });
});
