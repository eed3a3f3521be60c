import {
  CALENDAR_CONTENT_TYPE,
  type CurrencyId,
  formatMoney,
  formatPersonName,
  isoDay,
  mapLink,
  stayCalendar,
  stayCalendarFilename,
} from '@bookdirect/gateway-sdk';
import { isLanguage, type Language, translate } from '@bookdirect/locales';
import { escapeHtml, type MailMessage } from '../mail/outbox';
import type { MailAttachmentRow } from '../mail/schema';
import type { OrderRow } from './schema';

/** The order's mails (confirmation, cancellation), in the language the order was placed in. */

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

/** The order's language, its words and its money, as every mail of the order writes them. */
function orderWords(order: OrderRow, symbol: string, minorUnit: number) {
  const lang: Language = isLanguage(order.lang) ? order.lang : 'en';
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `orders:${key}`, values);
  const s = order.snapshot;
  const money = (minor: number) =>
    formatMoney(
      minor / 10 ** minorUnit,
      { currency: order.currencyId as CurrencyId, symbol },
      lang,
    );
  return {
    lang,
    t,
    money,
    hotel: lang === 'zh' ? s.hotel.name_cn : s.hotel.name_en,
    room: lang === 'zh' ? s.room_type.name_cn : s.room_type.name_en,
  };
}

/** The rows that say which stay a mail is about. */
function stayRows(order: OrderRow, words: ReturnType<typeof orderWords>): [string, string][] {
  const { t, hotel, room } = words;
  const s = order.snapshot;
  return [
    [t('mail_order_no'), order.id],
    [t('mail_hotel'), hotel],
    [t('mail_room'), t('mail_room_line', { room, nums: order.nums })],
    [
      t('mail_stay'),
      t('mail_stay_line', { start: isoDay(s.start_day), end: isoDay(s.end_day), days: order.days }),
    ],
  ];
}

/**
 * How to reach the hotel and when to arrive: address, phone, e-mail, check-in and check-out
 * times, a map link, and the traveller's requests and arrival time when given.
 */
function hotelRows(order: OrderRow, words: ReturnType<typeof orderWords>): [string, string][] {
  const { t, lang } = words;
  const h = order.snapshot.hotel;
  const policy = order.snapshot.check_in_policy;
  const rows: [string, string][] = [
    [t('mail_address'), (lang === 'zh' ? h.address_cn : h.address_en) || h.address_en],
    [t('mail_phone'), h.mobile ?? ''],
    [t('mail_email'), h.email ?? ''],
    [t('mail_check_in_time'), policy.check_in_time],
    [t('mail_check_out_time'), policy.check_out_time],
    [t('mail_map'), mapLink(h.coord_y ?? 0, h.coord_x ?? 0)],
    [t('mail_arrival_time'), order.arrivalTime],
    [t('mail_requests'), order.requests],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** The stay as a calendar entry, to add to the traveller's calendar. */
export function orderCalendar(order: OrderRow, lang: Language): MailAttachmentRow {
  const t = (key: string) => translate(lang, `orders:${key}`);
  const s = order.snapshot;
  const h = s.hotel;
  const zh = lang === 'zh';
  const room = (zh ? s.room_type.name_cn : s.room_type.name_en) || s.room_type.name_en;
  return {
    filename: stayCalendarFilename(order.id),
    contentType: CALENDAR_CONTENT_TYPE,
    content: stayCalendar({
      orderId: order.id,
      hotelName: (zh ? h.name_cn : h.name_en) || h.name_en,
      address: (zh ? h.address_cn : h.address_en) || h.address_en,
      startDay: s.start_day,
      endDay: s.end_day,
      checkInTime: s.check_in_policy.check_in_time,
      checkOutTime: s.check_in_policy.check_out_time,
      timeZone: s.time_zone || 'UTC',
      details: [
        [t('mail_order_no'), order.id],
        [t('mail_room'), `${room} x ${order.nums}`],
        [t('mail_phone'), h.mobile ?? ''],
        [t('mail_email'), h.email ?? ''],
      ],
      latitude: h.coord_y,
      longitude: h.coord_x,
    }),
  };
}

/** An intro, a table of rows and the link to the order, as text and as HTML. */
function orderMail(
  kind: string,
  order: OrderRow,
  words: ReturnType<typeof orderWords>,
  parts: {
    subject: string;
    intro: string;
    rows: [string, string][];
    bookingUrl: string;
    attachments?: MailAttachmentRow[];
  },
): MailMessage {
  const { t, lang } = words;
  const { intro, rows } = parts;
  const link = `${parts.bookingUrl}/order/detail?orderId=${encodeURIComponent(order.id)}`;
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
          `<tr><td style="padding:4px 16px 4px 0;color:#5b6b70">${escapeHtml(k)}</td><td style="padding:4px 0">${htmlValue(v)}</td></tr>`,
      )
      .join('') +
    `</table><p>${escapeHtml(t('mail_view_order'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

  return {
    kind,
    to: order.email,
    subject: parts.subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1b2528;max-width:560px">${html}</body></html>`,
    ...(parts.attachments?.length ? { attachments: parts.attachments } : {}),
  };
}

/** A value of a mail's table: a link where it is a web address. */
function htmlValue(value: string): string {
  const text = escapeHtml(value);
  if (/^https:\/\/\S+$/.test(value)) return `<a href="${text}">${text}</a>`;
  return text.replace(/\n/g, '<br>');
}

export function confirmationMail({
  order,
  symbol,
  minorUnit,
  bookingUrl,
}: ConfirmationMailInput): MailMessage {
  const words = orderWords(order, symbol, minorUnit);
  const { t, money, hotel, lang } = words;
  const s = order.snapshot;
  const rows = stayRows(order, words);
  rows.push([t('mail_guests'), order.guests.map((g) => formatPersonName(g, lang)).join(', ')]);
  rows.push([t('mail_amount'), money(order.amount)]);
  if (order.payCredits > 0) {
    rows.push([
      t('mail_points'),
      t('mail_points_line', { points: order.payCredits, value: money(order.creditsAmount) }),
    ]);
  }
  rows.push([t('mail_paid'), money(order.payAmount)]);
  rows.push([t('mail_free_cancellation'), localTime(order.cancelExpireAt, s.time_zone || 'UTC')]);
  rows.push(...hotelRows(order, words));

  return orderMail('order_confirmed', order, words, {
    subject: t('mail_confirmed_subject', { hotel, order: order.id }),
    intro: t('mail_confirmed_intro', { hotel }),
    rows,
    bookingUrl,
    attachments: [orderCalendar(order, lang)],
  });
}

export interface CancellationMailInput {
  /** The order as it was when cancelled (its status says whether it had been paid). */
  order: OrderRow;
  symbol: string;
  minorUnit: number;
  bookingUrl: string;
  /** What goes back to the payer, minor units; 0 when nothing was paid. */
  refundAmount: number;
  /** The provider cannot refund by itself: our staff do it. */
  refundByHand: boolean;
}

/** The cancellation: which stay, the money going back and how, the points returned. */
export function cancellationMail({
  order,
  symbol,
  minorUnit,
  bookingUrl,
  refundAmount,
  refundByHand,
}: CancellationMailInput): MailMessage {
  const words = orderWords(order, symbol, minorUnit);
  const { t, money, hotel } = words;
  const rows = stayRows(order, words);
  if (refundAmount > 0) {
    const amount = money(refundAmount);
    rows.push([
      t('mail_refund'),
      t(refundByHand ? 'mail_refund_manual_line' : 'mail_refund_line', { amount }),
    ]);
  }
  if (order.payCredits > 0) {
    rows.push([
      t('mail_points_returned'),
      t('mail_points_returned_line', { points: order.payCredits }),
    ]);
  }
  return orderMail('order_cancelled', order, words, {
    subject: t('mail_cancelled_subject', { hotel, order: order.id }),
    intro: t('mail_cancelled_intro', { hotel }),
    rows,
    bookingUrl,
  });
}

export interface DatesChangedMailInput {
  /** The order once moved: its new stay, amount and free-cancellation deadline. */
  order: OrderRow;
  /** The stay it had before the move. */
  previous: { start_day: number; end_day: number; days: number };
  symbol: string;
  minorUnit: number;
  bookingUrl: string;
  /** What the traveller paid for the change, minor units; 0 when nothing. */
  paidAmount: number;
  /** What the change refunds, minor units; 0 when nothing. */
  refundAmount: number;
}

/** A date change that took effect: the new stay beside the old one and the money it moved. */
export function datesChangedMail({
  order,
  previous,
  symbol,
  minorUnit,
  bookingUrl,
  paidAmount,
  refundAmount,
}: DatesChangedMailInput): MailMessage {
  const words = orderWords(order, symbol, minorUnit);
  const { t, money, hotel } = words;
  const rows = stayRows(order, words);
  rows.push([
    t('mail_previous_stay'),
    t('mail_stay_line', {
      start: isoDay(previous.start_day),
      end: isoDay(previous.end_day),
      days: previous.days,
    }),
  ]);
  rows.push([t('mail_amount'), money(order.amount)]);
  if (paidAmount > 0) rows.push([t('mail_change_paid'), money(paidAmount)]);
  if (refundAmount > 0) {
    rows.push([t('mail_change_refund'), t('mail_refund_line', { amount: money(refundAmount) })]);
  }
  rows.push([
    t('mail_free_cancellation'),
    localTime(order.cancelExpireAt, order.snapshot.time_zone || 'UTC'),
  ]);
  rows.push(...hotelRows(order, words));
  return orderMail('order_dates_changed', order, words, {
    subject: t('mail_changed_subject', { hotel, order: order.id }),
    intro: t('mail_changed_intro', { hotel }),
    rows,
    bookingUrl,
    attachments: [orderCalendar(order, words.lang)],
  });
}
