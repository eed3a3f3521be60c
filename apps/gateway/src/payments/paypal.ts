import {
  type CaptureOutcome,
  type CaptureRecord,
  decimalAmount,
  type LookupOutcome,
  minorAmount,
  type PaymentProvider,
  ProviderError,
  type StartContext,
  type Started,
} from './provider';
import type { PaymentRow } from './schema';
import type { PayPalSettings } from './settings';

/**
 * PayPal Orders v2: create with intent CAPTURE, send the payer to the `payer-action` link,
 * capture when they come back (or when the approval webhook arrives), verify webhooks with
 * PayPal's own verification call. Every state-changing call carries a `PayPal-Request-Id`
 * derived from the attempt, so a retry returns PayPal's first answer instead of acting twice.
 */

const TIMEOUT_MS = 10_000;
/** Renew the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export const paypalRequestIds = {
  create: (attempt: Pick<PaymentRow, 'requestId'>) => attempt.requestId,
  capture: (attempt: Pick<PaymentRow, 'id'>) => `capture-${attempt.id}`,
  refund: (attempt: Pick<PaymentRow, 'id'>) => `refund-${attempt.id}`,
};

interface Link {
  href: string;
  rel: string;
  method?: string;
}

interface PayPalMoney {
  currency_code: string;
  value: string;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalMoney;
}

export interface PayPalOrder {
  id: string;
  status: string;
  links?: Link[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

/** The transmission headers PayPal signs a webhook with (lower-case, as Node gives them). */
export const PAYPAL_TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export interface PayPalClientOptions {
  settings: PayPalSettings;
  /** The gateway's public address, for return_url and cancel_url. */
  publicUrl: string;
  fetch?: typeof fetch;
}

export class PayPalClient implements PaymentProvider {
  readonly name = 'paypal' as const;
  private token: { value: string; expiresAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: PayPalClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private get settings(): PayPalSettings {
    return this.options.settings;
  }

  async start({ attempt, order }: StartContext): Promise<Started> {
    const returnBase = `${this.options.publicUrl}/payments/paypal`;
    const created = await this.call<PayPalOrder>('POST', '/v2/checkout/orders', {
      requestId: paypalRequestIds.create(attempt),
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.orderId,
            custom_id: order.orderId,
            // PayPal refuses an invoice id it has seen, and an order may need a second attempt.
            invoice_id: attempt.id,
            description: order.description.slice(0, 127),
            amount: {
              currency_code: order.currency,
              value: decimalAmount(order.amount, order.minorUnit),
            },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: `${returnBase}/return/${attempt.id}`,
              cancel_url: `${returnBase}/cancel/${attempt.id}`,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              locale: order.lang === 'zh' ? 'zh-CN' : 'en-US',
            },
          },
        },
      },
    });
    const link = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!created.id || !link) {
      throw new ProviderError('PayPal created an order without an approval link', 200, created);
    }
    return { providerOrderId: created.id, approveUrl: link.href, data: { href: link.href } };
  }

  async capture(attempt: PaymentRow): Promise<CaptureOutcome> {
    if (!attempt.providerOrderId) return { kind: 'declined', reason: 'no PayPal order' };
    let order: PayPalOrder;
    try {
      order = await this.call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(attempt.providerOrderId)}/capture`,
        { requestId: paypalRequestIds.capture(attempt), body: {} },
      );
    } catch (error) {
      // 422 is PayPal saying no for good (not approved, declined instrument); anything else
      // may be passing and is worth another try.
      if (error instanceof ProviderError && error.status === 422) {
        return { kind: 'declined', reason: issueOf(error.detail) ?? 'UNPROCESSABLE_ENTITY' };
      }
      throw error;
    }
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return { kind: 'declined', reason: `order ${order.status} without capture` };
    if (capture.status === 'PENDING') return { kind: 'pending', captureId: capture.id };
    if (capture.status !== 'COMPLETED' || !capture.amount) {
      return { kind: 'declined', reason: `capture ${capture.status}` };
    }
    return {
      kind: 'captured',
      captureId: capture.id,
      currency: capture.amount.currency_code,
      amount: minorAmount(capture.amount.value, attempt.minorUnit),
    };
  }

  /** `GET /v2/checkout/orders/{id}`: its capture if there is one, else nothing taken. */
  async lookup(attempt: PaymentRow): Promise<LookupOutcome> {
    if (!attempt.providerOrderId) return { kind: 'none' };
    let order: PayPalOrder;
    try {
      order = await this.call<PayPalOrder>(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(attempt.providerOrderId)}`,
      );
    } catch (error) {
      // An order PayPal does not know (expired unapproved orders are deleted) took nothing.
      if (error instanceof ProviderError && error.status === 404) return { kind: 'none' };
      throw error;
    }
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return { kind: 'none' };
    if (capture.status === 'PENDING') return { kind: 'pending', captureId: capture.id };
    // REFUNDED and PARTIALLY_REFUNDED were taken all the same: recording them lets the refund
    // path see them, and a refund already made is not made twice (PayPal-Request-Id).
    if (!capture.amount || ['DECLINED', 'FAILED'].includes(capture.status)) return { kind: 'none' };
    return {
      kind: 'captured',
      captureId: capture.id,
      currency: capture.amount.currency_code,
      amount: minorAmount(capture.amount.value, attempt.minorUnit),
    };
  }

  /** The capture's own amount and currency, all of it. */
  async refund(capture: CaptureRecord): Promise<void> {
    await this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.captureId)}/refund`,
      {
        requestId: paypalRequestIds.refund({ id: capture.attemptId }),
        body: {
          amount: {
            currency_code: capture.currency,
            value: decimalAmount(capture.amount, capture.minorUnit),
          },
        },
      },
    );
  }

  /** Part of the capture, once per `key` (its PayPal-Request-Id). */
  async refundPart(capture: CaptureRecord, amount: number, key: string): Promise<void> {
    await this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.captureId)}/refund`,
      {
        requestId: `refund-${key}`,
        body: {
          amount: {
            currency_code: capture.currency,
            value: decimalAmount(amount, capture.minorUnit),
          },
        },
      },
    );
  }

  /**
   * Asks PayPal whether a webhook delivery is genuine. Only `SUCCESS` is; a transport
   * failure throws, so the caller answers 5xx and PayPal delivers again.
   */
  async verifyWebhook(headers: Record<string, unknown>, event: unknown): Promise<boolean> {
    const fields: Record<string, string> = {};
    for (const [field, header] of Object.entries(PAYPAL_TRANSMISSION_HEADERS)) {
      const value = headers[header];
      if (typeof value !== 'string' || !value) return false;
      fields[field] = value;
    }
    if (!this.settings.webhookId) return false;
    const answer = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { body: { ...fields, webhook_id: this.settings.webhookId, webhook_event: event } },
    );
    return answer.verification_status === 'SUCCESS';
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    // Requests arriving together share one token call.
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, apiBase } = this.settings;
    if (!clientId || !clientSecret) {
      throw new ProviderError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set');
    }
    const response = await this.send(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await readJson(response)) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) {
      throw new ProviderError(
        `PayPal token request failed (${response.status})`,
        response.status,
        body,
      );
    }
    const lifetimeMs = (body.expires_in ?? 300) * 1000;
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS),
    };
    return body.access_token;
  }

  private async call<T>(
    method: 'POST' | 'GET',
    path: string,
    options: { requestId?: string; body?: unknown } = {},
  ): Promise<T> {
    const request = async (token: string) =>
      this.send(`${this.settings.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          prefer: 'return=representation',
          ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    let response = await request(await this.accessToken());
    if (response.status === 401) {
      // A token revoked or expired early: one fresh token, one more try.
      this.token = undefined;
      response = await request(await this.accessToken());
    }
    const body = await readJson(response);
    if (!response.ok) {
      throw new ProviderError(
        `PayPal ${method} ${path} answered ${response.status}`,
        response.status,
        body,
      );
    }
    return body as T;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new ProviderError(`PayPal unreachable: ${(error as Error).message}`);
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

function issueOf(detail: unknown): string | undefined {
  const details = (detail as { details?: { issue?: string }[] } | undefined)?.details;
  return details?.[0]?.issue;
}
