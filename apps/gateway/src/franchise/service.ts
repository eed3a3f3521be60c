import type { DictItem, FranchiseLead } from '@bookdirect/gateway-sdk/contract';
import type {
  FranchiseApplicationInput,
  FranchiseMessageInput,
} from '@bookdirect/gateway-sdk/schemas';
import { type Language, translate } from '@bookdirect/locales';
import { and, asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { regions } from '../catalog/schema';
import type { Database } from '../db';
import { validationFailed } from '../http/envelope';
import { enqueueMail, escapeHtml, type MailMessage } from '../mail/outbox';
import { dictionaryItems, franchiseApplications, franchiseMessages } from './schema';
import { WILL_LEVEL_CODE } from './seed';
import type { FranchiseSettings } from './settings';

export async function listDictionary(
  db: Database,
  code: string,
  lang: Language,
  page: number,
  nums: number,
): Promise<{ list: DictItem[]; total: number }> {
  const rows = await db
    .select()
    .from(dictionaryItems)
    .where(eq(dictionaryItems.code, code))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.taskId))
    .limit(nums)
    .offset((page - 1) * nums);
  const [total] = await db
    .select({ n: count() })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.code, code));
  return {
    list: rows.map((r) => ({ task_id: r.taskId, name: lang === 'zh' ? r.nameCn : r.nameEn })),
    total: total?.n ?? 0,
  };
}

interface Chain {
  country: string;
  province: string;
  city: string;
}

const province = alias(regions, 'province');
const country = alias(regions, 'country');

/** The names of a country > province > city chain, or undefined when the ids do not form one. */
async function regionChain(
  db: Database,
  input: Pick<FranchiseApplicationInput, 'country_id' | 'province_id' | 'city_id'>,
  lang: Language,
): Promise<Chain | undefined> {
  const [row] = await db
    .select({
      cityCn: regions.nameCn,
      cityEn: regions.nameEn,
      provinceCn: province.nameCn,
      provinceEn: province.nameEn,
      countryCn: country.nameCn,
      countryEn: country.nameEn,
    })
    .from(regions)
    .innerJoin(province, and(eq(province.regionId, regions.pid), eq(province.level, 2)))
    .innerJoin(country, and(eq(country.regionId, province.pid), eq(country.level, 1)))
    .where(
      and(
        eq(regions.regionId, input.city_id),
        eq(regions.level, 3),
        eq(province.regionId, input.province_id),
        eq(country.regionId, input.country_id),
      ),
    );
  if (!row) return undefined;
  const zh = lang === 'zh';
  return {
    country: zh ? row.countryCn : row.countryEn,
    province: zh ? row.provinceCn : row.provinceEn,
    city: zh ? row.cityCn : row.cityEn,
  };
}

async function intentionName(
  db: Database,
  id: number,
  lang: Language,
): Promise<string | undefined> {
  const [row] = await db
    .select()
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.code, WILL_LEVEL_CODE), eq(dictionaryItems.taskId, id)));
  if (!row) return undefined;
  return lang === 'zh' ? row.nameCn : row.nameEn;
}

export interface LeadContext {
  lang: Language;
  clientAddress: string;
  settings: FranchiseSettings;
}

/**
 * Stores an application and queues the staff notification in one transaction: a lead is
 * never only in a log, and never stored without its mail.
 */
export async function submitApplication(
  db: Database,
  input: FranchiseApplicationInput,
  context: LeadContext,
): Promise<number> {
  const { staffLang } = context.settings;
  const chain = await regionChain(db, input, staffLang);
  const intention = await intentionName(db, input.will_level_id, staffLang);
  const errors: Record<string, string> = {};
  if (!chain) {
    errors.province_id = 'franchise:region_mismatch';
    errors.city_id = 'franchise:region_mismatch';
  }
  if (!intention) errors.will_level_id = 'franchise:intention_unknown';
  if (!chain || !intention) throw validationFailed(errors);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(franchiseApplications)
      .values({
        name: input.name,
        mobile: input.mobile,
        countryId: input.country_id,
        provinceId: input.province_id,
        cityId: input.city_id,
        willLevelId: input.will_level_id,
        remark: input.remark,
        lang: context.lang,
        clientAddress: context.clientAddress,
      })
      .returning({ id: franchiseApplications.id });
    if (!row) throw new Error('franchise insert returned no row');
    const fields: [string, string][] = [
      ['franchise:name', input.name],
      ['franchise:phone', input.mobile],
      ['franchise:country', chain.country],
      ['franchise:province', chain.province],
      ['franchise:city', chain.city],
      ['franchise:intention', intention],
      ['franchise:remark', input.remark],
    ];
    await enqueueMail(
      tx,
      staffMail(
        'franchise_application',
        context.settings,
        translate(staffLang, 'franchise:mail_subject', { name: input.name, city: chain.city }),
        fields,
        row.id,
      ),
    );
    return row.id;
  });
}

export async function submitMessage(
  db: Database,
  input: FranchiseMessageInput,
  context: LeadContext,
): Promise<number> {
  const { staffLang } = context.settings;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(franchiseMessages)
      .values({ ...input, lang: context.lang, clientAddress: context.clientAddress })
      .returning({ id: franchiseMessages.id });
    if (!row) throw new Error('message insert returned no row');
    await enqueueMail(
      tx,
      staffMail(
        'franchise_message',
        context.settings,
        translate(staffLang, 'franchise:mail_message_subject', { name: input.name }),
        [
          ['franchise:name', input.name],
          ['franchise:contact', input.contact],
          ['franchise:message', input.message],
        ],
        row.id,
      ),
    );
    return row.id;
  });
}

function staffMail(
  kind: string,
  settings: FranchiseSettings,
  subject: string,
  fields: [string, string][],
  id: number,
): MailMessage {
  const lang = settings.staffLang;
  const intro = translate(lang, 'franchise:mail_intro');
  const footer = translate(lang, 'franchise:mail_footer');
  const lines = fields.map(([key, value]) => `${translate(lang, key)}: ${value}`);
  const rows = fields
    .map(
      ([key, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(translate(lang, key))}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    kind,
    to: settings.staffEmail,
    subject,
    text: `${intro}\n\n#${id}\n${lines.join('\n')}\n\n${footer}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2528"><p>${escapeHtml(intro)}</p><p>#${id}</p><table>${rows}</table><p style="color:#555">${escapeHtml(footer)}</p></body></html>`,
  };
}

/** Every lead, oldest first, names in `lang`: what the CSV export prints. */
export async function listLeads(db: Database, lang: Language): Promise<FranchiseLead[]> {
  const city = alias(regions, 'city');
  const apps = await db
    .select({
      app: franchiseApplications,
      country: country.nameCn,
      countryEn: country.nameEn,
      province: province.nameCn,
      provinceEn: province.nameEn,
      city: city.nameCn,
      cityEn: city.nameEn,
      intention: dictionaryItems.nameCn,
      intentionEn: dictionaryItems.nameEn,
    })
    .from(franchiseApplications)
    .innerJoin(country, eq(country.regionId, franchiseApplications.countryId))
    .innerJoin(province, eq(province.regionId, franchiseApplications.provinceId))
    .innerJoin(city, eq(city.regionId, franchiseApplications.cityId))
    .leftJoin(
      dictionaryItems,
      and(
        eq(dictionaryItems.code, WILL_LEVEL_CODE),
        eq(dictionaryItems.taskId, franchiseApplications.willLevelId),
      ),
    )
    .orderBy(asc(franchiseApplications.id));
  const messages = await db.select().from(franchiseMessages).orderBy(asc(franchiseMessages.id));
  const zh = lang === 'zh';
  const leads: FranchiseLead[] = [
    ...apps.map(
      (r): FranchiseLead => ({
        kind: 'application',
        id: r.app.id,
        create_time: Math.floor(r.app.createdAt.getTime() / 1000),
        name: r.app.name,
        mobile: r.app.mobile,
        contact: '',
        country: zh ? r.country : r.countryEn,
        province: zh ? r.province : r.provinceEn,
        city: zh ? r.city : r.cityEn,
        intention: (zh ? r.intention : r.intentionEn) ?? String(r.app.willLevelId),
        remark: r.app.remark,
      }),
    ),
    ...messages.map(
      (m): FranchiseLead => ({
        kind: 'message',
        id: m.id,
        create_time: Math.floor(m.createdAt.getTime() / 1000),
        name: m.name,
        mobile: '',
        contact: m.contact,
        country: '',
        province: '',
        city: '',
        intention: '',
        remark: m.message,
      }),
    ),
  ];
  return leads.sort((a, b) => a.create_time - b.create_time || a.id - b.id);
}
