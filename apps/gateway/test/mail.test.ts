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
import { confirmationMail, datesChangedMail } from '../src/orders/mail';
import type { OrderRow } from '../src/orders/schema';
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

const calendarFile = {
  filename: 'stay-A1.ics',
  contentType: 'text/calendar; charset=utf-8',
  content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
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

    it('sends, keeps and lists a message with its calendar file', async () => {
      const m = { ...message(), attachments: [calendarFile] };
      const id = await enqueueMail(gateway().db, m);
      const transport = smtpTransport(smtp.url);
      try {
        await dispatchMail(gateway().db, transport, { now: new Date(Date.now() + 86_400_000 * 4) });
      } finally {
        transport.close?.();
      }
      const received = smtp.inbox.find((r) => r.to.includes(m.to));
      expect(received?.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(received?.raw).toContain('filename=stay-A1.ics');

      await devMailboxTransport().send(
        { ...m, outboxId: id, queuedAt: new Date(), attachments: [calendarFile] },
        gateway().db,
      );
      const listed = await gateway().app.inject({
        method: 'GET',
        url: `/dev/mailbox.json?to=${encodeURIComponent(m.to)}`,
      });
      const [mail] = listed.json().messages;
      expect(mail.attachments).toEqual([
        expect.objectContaining({
          filename: 'stay-A1.ics',
          content_type: calendarFile.contentType,
        }),
      ]);
      const page = await gateway().app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).toContain(`href="${mail.attachments[0].href}"`);
      const file = await gateway().app.inject({ method: 'GET', url: mail.attachments[0].href });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/calendar');
      expect(file.body).toBe(calendarFile.content);
      const missing = await gateway().app.inject({
        method: 'GET',
        url: `/dev/mailbox/${mail.id}/attachments/5`,
      });
      expect(missing.statusCode).toBe(404);
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

describe('order mail', () => {
  const order = {
    id: 'Ord123',
    lang: 'en',
    email: 'traveller@example.com',
    nums: 2,
    days: 2,
    currencyId: 3,
    amount: 40_000,
    payAmount: 40_000,
    payCredits: 0,
    creditsAmount: 0,
    guests: [{ user_folks_id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
    cancelExpireAt: new Date('2026-03-02T21:59:59Z'),
    requests: 'A quiet room, please',
    arrivalTime: '21:30',
    snapshot: {
      hotel: {
        name_cn: '港湾酒店',
        name_en: 'Harbour Hotel',
        address_cn: '码头路1号',
        address_en: '1 Quay Road, Piraeus',
        mobile: '+30 210 555 0100',
        email: 'desk@harbour.example',
        coord_x: 23.64,
        coord_y: 37.94,
      },
      room_type: { name_cn: '海景房', name_en: 'Sea View', adult_nums: 2, image_key: '' },
      start_day: 20260305,
      end_day: 20260307,
      time_zone: 'Europe/Athens',
      check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' },
      rate_plan: null,
    },
  } as unknown as OrderRow;
  const money = { symbol: '€', minorUnit: 2, bookingUrl: 'https://book.example' };
  const map = 'https://www.google.com/maps/search/?api=1&amp;query=37.94,23.64';

  it('tells how to reach the hotel and carries the stay as a calendar file', () => {
    const mail = confirmationMail({ order, ...money });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('+30 210 555 0100');
      expect(part).toContain('desk@harbour.example');
      expect(part).toContain('15:00');
      expect(part).toContain('11:00');
      expect(part).toContain('21:30');
      expect(part).toContain('A quiet room, please');
    }
    expect(mail.text).toContain(map.replace('&amp;', '&'));
    expect(mail.html).toContain(`<a href="${map}">`);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments ?? [];
    expect(file?.contentType).toMatch(/^text\/calendar/);
    expect(file?.content).toContain('DTSTART:20260305T130000Z');
    expect(file?.content).toContain('DTEND:20260307T090000Z');
    expect(file?.content).toContain('SUMMARY:Harbour Hotel');
  });

  it('leaves out what the order does not have, and mails moved dates with the new stay', () => {
    const bare = {
      ...order,
      requests: '',
      arrivalTime: '',
      snapshot: {
        ...order.snapshot,
        hotel: { ...order.snapshot.hotel, mobile: undefined, email: undefined },
      },
    } as OrderRow;
    const mail = confirmationMail({ order: bare, ...money });
    expect(mail.text).not.toContain('Phone');
    expect(mail.text).not.toContain('special requests');
    const moved = datesChangedMail({
      order: { ...order, snapshot: { ...order.snapshot, start_day: 20260310, end_day: 20260312 } },
      previous: { start_day: 20260305, end_day: 20260307, days: 2 },
      ...money,
      paidAmount: 0,
      refundAmount: 0,
    });
    expect(moved.text).toContain('+30 210 555 0100');
    expect(moved.attachments?.[0]?.content).toContain('DTSTART:20260310T130000Z');
  });
});
