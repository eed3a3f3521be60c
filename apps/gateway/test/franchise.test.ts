import { CLIENT_ADDRESS_HEADER, SITE_SECRET_HEADER } from '@bookdirect/gateway-sdk';
import type { DictItem, FranchiseLead } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { franchiseApplications } from '../src/franchise/schema';
import { mailOutbox } from '../src/mail/schema';
import { FRANCHISE_APPLICATION } from './support/franchise';
import { call, describeEachBackend, viaGateway } from './support/gateway';
import { createMember } from './support/orders';
import { staffCall, staffSession } from './support/staff';

const valid = FRANCHISE_APPLICATION;

/** The secret this suite's gateway shares with the (pretend) sites. */
const SITE_SECRET = 'franchise-test-site-secret';

let address = 0;
/** Each test posts from its own client address, so the rate limit of one never hits another. */
const nextAddress = () => `198.51.100.${++address}`;

describeEachBackend(
  'franchise',
  (gateway) => {
    const post = (body: unknown, remoteAddress = nextAddress(), url = '/v1/u/franchise') =>
      call<{ franchise_id: number; errors: Record<string, string>; retry_after: number }>(
        gateway().app,
        { method: 'POST', url, payload: body as object, remoteAddress },
      );

    describe('GET /base/dict', () => {
      it('lists the six join intentions in English and Chinese', async () => {
        const url = '/v1/u/base/dict?code=will_level&page=1&nums=15';
        const en = await call<{ list: DictItem[]; total: number }>(gateway().app, {
          method: 'GET',
          url: `${url}&lang=en`,
        });
        expect(en.body.rec).toBe(0);
        expect(en.body.data.list.map((i) => i.name)).toEqual([
          'Rebranding',
          'New hotel',
          'Join the brand',
          'Financing',
          'Revenue financing',
          'Other financing',
        ]);
        expect(en.body.data.total).toBe(6);
        const zh = await viaGateway(gateway().app, 'GET', `${url}&lang=cn`);
        expect((zh.body.data as { list: DictItem[] }).list[0]).toEqual({
          task_id: 1,
          name: '品牌升级改造',
        });
      });

      it('answers an empty list for an unknown code', async () => {
        const { body } = await call(gateway().app, {
          method: 'GET',
          url: '/v1/u/base/dict?code=nope',
        });
        expect(body).toMatchObject({ rec: 0, data: { list: [], total: 0 } });
      });
    });

    describe('POST /franchise', () => {
      it('stores a valid application and queues the staff mail in the same transaction', async () => {
        const { body } = await post(valid);
        expect(body).toMatchObject({ rec: 0 });
        const id = body.data.franchise_id;
        const [row] = await gateway()
          .db.select()
          .from(franchiseApplications)
          .where(eq(franchiseApplications.id, id));
        expect(row).toMatchObject({ name: 'Li Wei', cityId: 13101, willLevelId: 2 });
        const mails = await gateway().db.select().from(mailOutbox);
        const mail = mails.find((m) => m.textBody.includes(`#${id}\n`));
        expect(mail).toMatchObject({
          kind: 'franchise_application',
          toAddress: 'franchise@bookdirect.example',
        });
        expect(mail?.textBody).toContain('北京');
        expect(mail?.htmlBody).toContain('<table>');
      });

      it('works through /gateway, answering in the caller language', async () => {
        const visitor = nextAddress();
        const { body } = await viaGateway(gateway().app, 'POST', '/v1/u/franchise?lang=cn', {
          body: valid,
          // As the marketing server calls: the visitor's address, vouched for by the secret.
          headers: { [CLIENT_ADDRESS_HEADER]: visitor, [SITE_SECRET_HEADER]: SITE_SECRET },
        });
        expect(body.rec).toBe(0);
        expect(body.msg).toContain('感谢');
        const id = (body.data as { franchise_id: number }).franchise_id;
        const [row] = await gateway()
          .db.select({ clientAddress: franchiseApplications.clientAddress })
          .from(franchiseApplications)
          .where(eq(franchiseApplications.id, id));
        expect(row?.clientAddress).toBe(visitor);
      });

      it.each([
        ['an empty phone', { mobile: '' }, 'mobile', 'franchise:phone_required'],
        ['a lone +', { mobile: '+' }, 'mobile', 'franchise:phone_required'],
        ['a short phone', { mobile: '1234' }, 'mobile', 'franchise:phone_length'],
        ['a long phone', { mobile: '12345678901234567' }, 'mobile', 'franchise:phone_length'],
        ['letters in the phone', { mobile: '12345a' }, 'mobile', 'franchise:phone_format'],
        ['a + in the middle', { mobile: '123+456' }, 'mobile', 'franchise:phone_format'],
        ['a blank remark', { remark: '   ' }, 'remark', 'franchise:remark_required'],
        ['a long remark', { remark: 'x'.repeat(201) }, 'remark', 'franchise:remark_too_long'],
        ['no name', { name: '' }, 'name', 'franchise:name_required'],
        ['no country', { country_id: undefined }, 'country_id', 'franchise:country_required'],
        [
          'no intention',
          { will_level_id: undefined },
          'will_level_id',
          'franchise:intention_required',
        ],
      ])('refuses %s with rec 2 naming the field', async (_title, change, field, key) => {
        const { body } = await post({ ...valid, ...change });
        expect(body.rec).toBe(2);
        expect(body.data.errors[field]).toBe(key);
      });

      it('accepts a 16-character phone and a 200-character remark', async () => {
        const { body } = await post({
          ...valid,
          mobile: '+123456789012345',
          remark: 'y'.repeat(200),
        });
        expect(body.rec).toBe(0);
      });

      it('refuses region ids that do not form a chain', async () => {
        // Athens (Greece) under Beijing province.
        const { body } = await post({ ...valid, city_id: 1101 });
        expect(body.rec).toBe(2);
        expect(body.data.errors.city_id).toBe('franchise:region_mismatch');
        const unknownIntention = await post({ ...valid, will_level_id: 99 });
        expect(unknownIntention.body.data.errors.will_level_id).toBe('franchise:intention_unknown');
      });

      it('limits applications per client address, answering rec 7 with retry_after', async () => {
        const remote = nextAddress();
        for (let i = 0; i < 5; i++) expect((await post(valid, remote)).body.rec).toBe(0);
        const limited = await post(valid, remote);
        expect(limited.body.rec).toBe(7);
        expect(limited.body.data.retry_after).toBeGreaterThan(0);
        expect(limited.body.data.retry_after).toBeLessThanOrEqual(600);
        // Another visitor is not affected.
        expect((await post(valid)).body.rec).toBe(0);
      });
    });

    describe('POST /franchise/message', () => {
      it('stores the consult message as a lead and mails it', async () => {
        const { body } = await call<{ message_id: number }>(gateway().app, {
          method: 'POST',
          url: '/v1/u/franchise/message',
          payload: { name: 'Ana', contact: 'ana@example.com', message: 'Call me please' },
          remoteAddress: nextAddress(),
        });
        expect(body.rec).toBe(0);
        const mails = await gateway().db.select().from(mailOutbox);
        expect(
          mails.some(
            (m) => m.kind === 'franchise_message' && m.textBody.includes('ana@example.com'),
          ),
        ).toBe(true);
      });

      it('refuses an empty message', async () => {
        const { body } = await call<{ errors: Record<string, string> }>(gateway().app, {
          method: 'POST',
          url: '/v1/u/franchise/message',
          payload: { name: 'Ana', contact: '', message: ' ' },
          remoteAddress: nextAddress(),
        });
        expect(body.rec).toBe(2);
        expect(body.data.errors).toEqual({
          contact: 'franchise:contact_required',
          message: 'franchise:message_required',
        });
      });
    });

    describe('GET /v1/s/leads/export/', () => {
      it('is closed without a staff session', async () => {
        const { body } = await staffCall(gateway().app, undefined, 'GET', '/leads/export/');
        expect(body.rec).toBe(3);
        const member = await call(gateway().app, {
          method: 'GET',
          url: '/v1/s/leads/export/',
          headers: { token: (await createMember(gateway().db, 'franchise')).token },
        });
        expect(member.body.rec).toBe(3);
      });

      it('lists applications and messages with region and intention names, for an admin', async () => {
        const { app, db } = gateway();
        const admin = await staffSession(app, db, 'admin');
        const { body } = await staffCall<{ lead_list: FranchiseLead[] }>(
          app,
          admin,
          'GET',
          '/leads/export/?lang=en',
        );
        expect(body.rec).toBe(0);
        expect(body.data.lead_list).toContainEqual(
          expect.objectContaining({
            kind: 'application',
            name: 'Li Wei',
            country: 'China',
            city: 'Beijing',
            intention: 'New hotel',
          }),
        );
        expect(body.data.lead_list.some((l) => l.kind === 'message')).toBe(true);
      });
    });
  },
  { env: { SITE_SECRET } },
);
