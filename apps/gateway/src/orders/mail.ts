import { type CurrencyId, formatMoney, isoDay } from '@bookdirect/gateway-sdk';
import { isLanguage, type Language, translate } from '@bookdirect/locales';
import { escapeHtml, type MailMessage } from '../mail/outbox';
import type { OrderRow } from './schema';

/** The booking confirmation, in the language the order was placed in. */

function localTime(at: Date, timeZone: string): string {
  // sv-SE writes ISO-like `2026-03-05 23:59`.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export interface ConfirmationMailInput {
  order: OrderRow;
  symbol: string;
  minorUnit: number;
  bookingUrl: string;
}

export function confirmationMail({
  order,
  symbol,
  minorUnit,
  bookingUrl,
}: ConfirmationMailInput): MailMessage {
  const lang: Language = isLanguage(order.lang) ? order.lang : 'en';
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `orders:${key}`, values);
  const s = order.snapshot;
  const hotel = lang === 'zh' ? s.hotel.name_cn : s.hotel.name_en;
  const room = lang === 'zh' ? s.room_type.name_cn : s.room_type.name_en;
  const money = (minor: number) =>
    formatMoney(
      minor / 10 ** minorUnit,
      { currency: order.currencyId as CurrencyId, symbol },
      lang,
    );
  const link = `${bookingUrl}/order/detail?orderId=${encodeURIComponent(order.id)}`;

  const rows: [string, string][] = [
    [t('mail_order_no'), order.id],
    [t('mail_hotel'), hotel],
    [t('mail_room'), t('mail_room_line', { room, nums: order.nums })],
    [
      t('mail_stay'),
      t('mail_stay_line', { start: isoDay(s.start_day), end: isoDay(s.end_day), days: order.days }),
    ],
    [t('mail_guests'), order.guests.map((g) => `${g.first_name} ${g.last_name}`).join(', ')],
    [t('mail_amount'), money(order.amount)],
  ];
  if (order.payCredits > 0) {
    rows.push([
      t('mail_points'),
      t('mail_points_line', { points: order.payCredits, value: money(order.creditsAmount) }),
    ]);
  }
  rows.push([t('mail_paid'), money(order.payAmount)]);
  rows.push([t('mail_free_cancellation'), localTime(order.cancelExpireAt, s.time_zone || 'UTC')]);

  const intro = t('mail_confirmed_intro', { hotel });
  const text = [
    intro,
    rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    `${t('mail_view_order')} ${link}`,
  ].join('\n\n');
  const html =
    `<p>${escapeHtml(intro)}</p><table style="border-collapse:collapse">` +
    rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#5b6b70">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('') +
    `</table><p>${escapeHtml(t('mail_view_order'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

  return {
    kind: 'order_confirmed',
    to: order.email,
    subject: t('mail_confirmed_subject', { hotel, order: order.id }),
    text: `${text}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1b2528;max-width:560px">${html}</body></html>`,
  };
}
