import { formatLongDay } from '@bookdirect/gateway-sdk';
import { type Language, translate } from '@bookdirect/locales';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { escapeHtml } from '../mail/outbox';
import { inlineSource } from '../plugins/security-headers';
import type {
  CaptureOutcome,
  CaptureRecord,
  LookupOutcome,
  PaymentProvider,
  StartContext,
  Started,
} from './provider';
import { ProviderError } from './provider';
import { type PaymentRow, sandboxCharges, sandboxRefunds } from './schema';

/**
 * The built-in provider: a checkout page on the gateway with Pay and Decline. It goes
 * through the same attempt, claim and markOrderPaid steps as PayPal, so a fresh clone
 * exercises the real payment flow without an account anywhere. Its books
 * (`sandbox_charges`) are its own, written by its capture and refund before the gateway
 * records either, so a crash between the two is found again the way it would be at PayPal.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly publicUrl: string,
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async start({ attempt }: StartContext): Promise<Started> {
    const href = sandboxCheckoutUrl(this.publicUrl, attempt.id);
    return { approveUrl: href, data: { href } };
  }

  /** Takes the attempt's amount once: a repeated capture answers the first one's charge. */
  async capture(attempt: PaymentRow): Promise<CaptureOutcome> {
    await this.db
      .insert(sandboxCharges)
      .values({
        attemptId: attempt.id,
        amount: attempt.amount,
        currency: attempt.currency,
        capturedAt: this.clock(),
      })
      .onConflictDoNothing();
    const outcome = await this.lookup(attempt);
    if (outcome.kind !== 'captured')
      throw new Error('sandbox charge was neither written nor found');
    return outcome;
  }

  /**
   * Gives the charge back once; a refund of nothing taken is a no-op, as a repeated one. The
   * sandbox takes exactly the attempt's amount, so its charge is always the whole capture.
   */
  async refund(capture: CaptureRecord): Promise<void> {
    await this.db
      .update(sandboxCharges)
      .set({ refundedAt: this.clock() })
      .where(
        and(eq(sandboxCharges.attemptId, capture.attemptId), isNull(sandboxCharges.refundedAt)),
      );
  }

  /** Gives back part of a charge once per key; never more than the charge took in all. */
  async refundPart(capture: CaptureRecord, amount: number, key: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.attemptId, capture.attemptId))
        .for('update');
      if (!charge || charge.refundedAt) {
        throw new ProviderError('sandbox: nothing left to refund', 422);
      }
      const [given] = await tx
        .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amount}), 0)::text` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.attemptId, capture.attemptId));
      const [done] = await tx
        .select({ key: sandboxRefunds.key })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.key, key));
      if (done) return;
      if (Number(given?.total ?? 0) + amount > charge.amount) {
        throw new ProviderError('sandbox: more than the charge took', 422);
      }
      await tx
        .insert(sandboxRefunds)
        .values({ key, attemptId: capture.attemptId, amount, refundedAt: this.clock() });
    });
  }

  async lookup(attempt: PaymentRow): Promise<LookupOutcome> {
    const [charge] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.attemptId, attempt.id));
    if (!charge) return { kind: 'none' };
    return {
      kind: 'captured',
      captureId: attempt.id,
      amount: charge.amount,
      currency: charge.currency,
    };
  }
}

export const SANDBOX_PATH = '/payments/sandbox';

export const sandboxCheckoutUrl = (publicUrl: string, attemptId: string) =>
  `${publicUrl}${SANDBOX_PATH}/${attemptId}`;

export interface CheckoutView {
  attemptId: string;
  orderId: string;
  hotel: string;
  room: string;
  nums: number;
  /** `YYYYMMDD`. */
  startDay: number;
  endDay: number;
  days: number;
  /** Formatted with the currency's symbol and decimals. */
  amount: string;
  /** Only an attempt still waiting for the payer shows the buttons. */
  open: boolean;
  backUrl: string;
}

const CHECKOUT_CSS = `
:root{color-scheme:light;--primary:#12394a;--accent:#d9603b;--muted:#4f5f64;--line:#e3ded6}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f4ef;color:#1b2528;
font:16px/1.5 -apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei","Noto Sans SC",sans-serif}
main{width:min(440px,100% - 32px);background:#fff;border-radius:12px;padding:32px 28px;
box-shadow:0 8px 24px rgba(18,57,74,.12)}
h1{margin:0 0 4px;font-size:24px;color:var(--primary)}
.note{margin:0 0 24px;color:var(--muted);font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}
dt{color:var(--muted);font-size:14px}dd{margin:0;font-weight:500}
.mono{font-family:ui-monospace,monospace;font-size:14px;font-variant-numeric:tabular-nums}
.amount{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid var(--line);
padding-top:16px;margin:0 0 24px}.amount strong{font-size:24px;color:var(--accent);font-variant-numeric:tabular-nums}
.actions{display:grid;gap:12px}form{margin:0}
button{width:100%;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:var(--primary);color:#fff;border:0}.decline{background:#fff;color:var(--primary);border:1px solid var(--primary)}
button:focus-visible,.link:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.link{color:var(--primary)}`;

/** The checkout page's Content-Security-Policy allows its one `<style>` by this hash. */
export const CHECKOUT_STYLE_SOURCE = inlineSource(CHECKOUT_CSS);

/** The checkout page: plain forms, so it works without JavaScript, and no script at all. */
export function checkoutPage(
  lang: Language,
  view: CheckoutView | undefined,
  backUrl: string,
): string {
  const t = (key: string, values?: Record<string, string | number>) =>
    escapeHtml(translate(lang, `payments:${key}`, values));
  const action = (what: string) =>
    `${SANDBOX_PATH}/${view?.attemptId}/${what}?lang=${lang === 'zh' ? 'cn' : 'en'}`;
  const body = !view
    ? `<p>${t('checkout_not_found')}</p><p><a class="link" href="${escapeHtml(backUrl)}">${t('checkout_back')}</a></p>`
    : `<dl>
  <dt>${t('checkout_hotel')}</dt><dd>${escapeHtml(view.hotel)}</dd>
  <dt>${t('checkout_room')}</dt><dd>${t('checkout_room_line', { room: view.room, nums: view.nums })}</dd>
  <dt>${t('checkout_stay')}</dt><dd>${t('checkout_stay_line', { start: formatLongDay(view.startDay, lang), end: formatLongDay(view.endDay, lang), days: view.days })}</dd>
  <dt>${t('checkout_order')}</dt><dd class="mono">${escapeHtml(view.orderId)}</dd>
</dl>
<p class="amount"><span>${t('checkout_amount')}</span><strong>${escapeHtml(view.amount)}</strong></p>
${
  view.open
    ? `<div class="actions">
  <form method="post" action="${escapeHtml(action('pay'))}"><button class="pay" type="submit">${t('checkout_pay', { amount: view.amount })}</button></form>
  <form method="post" action="${escapeHtml(action('decline'))}"><button class="decline" type="submit">${t('checkout_decline')}</button></form>
</div>`
    : `<p>${t('checkout_closed')}</p><p><a class="link" href="${escapeHtml(view.backUrl)}">${t('checkout_back')}</a></p>`
}`;

  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('checkout_title')}</title>
<style>${CHECKOUT_CSS}</style></head>
<body><main>
<h1>${t('checkout_title')}</h1>
<p class="note">${t('checkout_sandbox_note')}</p>
${body}
</main></body></html>`;
}
