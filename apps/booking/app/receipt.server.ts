import {
  formatLongDay,
  formatMoney,
  formatPersonName,
  OrderStatus,
  stayCalendar,
  stayCalendarFilename,
} from '@bookdirect/gateway-sdk';
import { type Language, translate } from '@bookdirect/locales';
import { loadOrder, readOrderId } from './orders.server';
import { brand, shell } from './shell.server';

/**
 * What a traveller keeps of a booking, for the signed-in member's own order only: its
 * calendar entry and its receipt (HTML and PDF). Another member's or an unknown order is a
 * 404, as on the order page (`loadOrder`).
 */

export type KeptOrder = Awaited<ReturnType<typeof loadOrder>>;

export async function loadKeptOrder(request: Request) {
  const orderId = readOrderId(request);
  const lang = shell.language(request);
  const order = await loadOrder(request, orderId);
  return { order, lang };
}

/** The order's stay as an `.ics` file (the same entry the confirmation mail carries). */
export function calendarResponse(order: KeptOrder, lang: Language): Response {
  const t = (key: string) => translate(lang, `orders:${key}`);
  const body = stayCalendar({
    orderId: order.orderId,
    hotelName: order.hotelName,
    address: order.address,
    startDay: order.startDay,
    endDay: order.endDay,
    checkInTime: order.checkInTime,
    checkOutTime: order.checkOutTime,
    timeZone: order.timeZone ?? 'UTC',
    details: [
      [t('mail_order_no'), order.orderId],
      [t('mail_room'), `${order.roomName} x ${order.rooms}`],
      [t('mail_phone'), order.hotelPhone],
      [t('mail_email'), order.hotelEmail],
    ],
    latitude: order.latitude,
    longitude: order.longitude,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${stayCalendarFilename(order.orderId)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** One line of a receipt: a label and its value. */
export type ReceiptLine = [label: string, value: string];

/** A receipt's words and figures, in the page's language and the order's currency. */
export interface Receipt {
  lang: Language;
  title: string;
  issued: string;
  brand: { name: string; lines: string[] };
  stayHeading: string;
  stay: ReceiptLine[];
  amountsHeading: string;
  nights: ReceiptLine[];
  amounts: ReceiptLine[];
}

export function receiptOf(order: KeptOrder, lang: Language, now = new Date()): Receipt {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `orders:${key}`, values);
  const money = (value: number) => formatMoney(value, order, lang);
  const day = (d: number) => formatLongDay(d, lang);
  const paid = order.status !== OrderStatus.unpaid;
  const amounts: ReceiptLine[] = [[t('mail_amount'), money(order.total)]];
  if (order.points > 0) {
    amounts.push([
      t('mail_points'),
      t('mail_points_line', { points: order.points, value: money(order.pointsValue) }),
    ]);
  }
  amounts.push(
    paid ? [t('mail_paid'), money(order.amount)] : [t('receipt_status'), t('receipt_unpaid')],
  );
  if (order.refund) amounts.push([t('receipt_refunded'), money(order.refund.amount)]);
  const contact = brand.contact;
  return {
    lang,
    title: t('receipt_title'),
    issued: t('receipt_issued', {
      date: new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
        dateStyle: 'long',
      }).format(now),
    }),
    brand: {
      name: brand.name,
      lines: [contact.address ?? '', contact.phone, contact.email].filter(Boolean),
    },
    stayHeading: t('receipt_stay_heading'),
    stay: [
      [t('mail_order_no'), order.orderId],
      [t('mail_hotel'), order.hotelName],
      [t('mail_address'), order.address],
      [
        t('mail_stay'),
        t('mail_stay_line', {
          start: day(order.startDay),
          end: day(order.endDay),
          days: order.nights.length,
        }),
      ],
      [t('mail_room'), order.roomName],
      [t('receipt_rooms'), String(order.rooms)],
      [t('mail_guests'), order.guests.map((g) => formatPersonName(g, lang)).join(', ')],
    ],
    amountsHeading: t('receipt_amounts_heading'),
    nights: order.nights.map((n) => [
      day(n.day),
      t('mail_room_line', { room: money(n.price), nums: order.rooms }),
    ]),
    amounts,
  };
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const RECEIPT_CSS = `body{font:15px/1.5 system-ui,"Noto Sans CJK SC","PingFang SC",sans-serif;color:#1b2528;max-width:720px;margin:2rem auto;padding:0 1rem}
header{display:flex;justify-content:space-between;gap:1rem;border-bottom:2px solid #1b2528;padding-bottom:1rem}
h1{margin:0;font-size:1.6rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.brand p{margin:0;text-align:right}.muted{color:#4a5a5f}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d8d2c8;vertical-align:top}
th{font-weight:500;color:#4a5a5f;width:40%}td.num{text-align:right;font-variant-numeric:tabular-nums}
@media print{body{margin:0;max-width:none}a{color:inherit;text-decoration:none}@page{margin:18mm}}`;

function rows(lines: ReceiptLine[], numeric = false): string {
  return lines
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeText(label)}</th><td${numeric ? ' class="num"' : ''}>${escapeText(value)}</td></tr>`,
    )
    .join('');
}

/** The receipt as a printable page (its own document, print styles included). */
export function receiptHtml(receipt: Receipt): string {
  return `<!doctype html><html lang="${receipt.lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeText(`${receipt.title} · ${receipt.brand.name}`)}</title><style>${RECEIPT_CSS}</style></head>
<body><main>
<header><div><h1>${escapeText(receipt.title)}</h1><p class="muted">${escapeText(receipt.issued)}</p></div>
<div class="brand"><p><strong>${escapeText(receipt.brand.name)}</strong></p>${receipt.brand.lines.map((l) => `<p class="muted">${escapeText(l)}</p>`).join('')}</div></header>
<h2>${escapeText(receipt.stayHeading)}</h2><table data-testid="receipt-stay">${rows(receipt.stay)}</table>
<h2>${escapeText(receipt.amountsHeading)}</h2><table data-testid="receipt-amounts">${rows(receipt.nights, true)}${rows(receipt.amounts, true)}</table>
</main></body></html>`;
}

export function receiptHtmlResponse(receipt: Receipt): Response {
  return new Response(receiptHtml(receipt), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  });
}
