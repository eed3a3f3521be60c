import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A strict stand-in for PayPal's REST API, started by the tests on a random port. It serves
 * the documented shapes of OAuth2 client credentials, Orders v2 create and capture, capture
 * refund and verify-webhook-signature, and refuses what PayPal refuses: a wrong Basic
 * credential, a missing or unknown Bearer token, a create or capture without
 * `PayPal-Request-Id`, a capture before the payer approved, a refund of more than is left of
 * the capture. A repeated request id gets the first answer again, as PayPal's idempotency does.
 */

export interface FakePayPalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Holds each capture this long, so concurrent requests really overlap. */
  captureDelayMs?: number;
}

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  body: CreateBody;
  captureId?: string;
  /** What the capture takes, when not the order's amount (`approve`'s `takes`). */
  takes?: PayPalMoney;
  captureResponse?: unknown;
  /** Minor units of the capture given back so far. */
  refunded?: number;
}

interface CreateBody {
  intent: string;
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    amount: PayPalMoney;
  }[];
  payment_source?: {
    paypal?: { experience_context?: { return_url?: string; cancel_url?: string } };
  };
  application_context?: { return_url?: string; cancel_url?: string };
}

interface PayPalMoney {
  currency_code: string;
  value: string;
}

interface RefundBody {
  amount?: PayPalMoney;
}

export interface SignedEvent {
  event: Record<string, unknown>;
  headers: Record<string, string>;
}

const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

export class FakePayPal {
  readonly requests: {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    body: unknown;
  }[] = [];
  readonly orders = new Map<string, FakeOrder>();
  /** Capture calls received, and captures actually made (a replayed request id makes none). */
  captureCalls = 0;
  captures = 0;
  /** Refund calls received, and refunds actually made (a replayed request id makes none). */
  refundCalls = 0;
  refunds = 0;
  /** The next this many refund calls answer 503, as PayPal does when it is having trouble. */
  failRefunds = 0;
  private readonly tokens = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly transmissions = new Map<string, { sig: string; eventId: string }>();
  private server: Server | undefined;
  url = '';

  constructor(readonly options: FakePayPalOptions) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /**
   * The payer approved on PayPal's page. `takes` makes the capture take another amount than
   * the order asked (one that does not match the gateway's order): the capture, its webhook
   * and the refund's limit all see what was taken.
   */
  approve(orderId: string, options: { takes?: PayPalMoney } = {}): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no PayPal order ${orderId}`);
    if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    if (options.takes) order.takes = options.takes;
  }

  /** What an order's capture took (or will take). */
  private taken(order: FakeOrder): PayPalMoney | undefined {
    return order.takes ?? order.body.purchase_units[0]?.amount;
  }

  /** A webhook as PayPal would deliver it, with transmission headers this fake will verify. */
  signedEvent(
    eventType: 'CHECKOUT.ORDER.APPROVED' | 'PAYMENT.CAPTURE.COMPLETED',
    orderId: string,
  ): SignedEvent {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no PayPal order ${orderId}`);
    const unit = order.body.purchase_units[0];
    const resource =
      eventType === 'CHECKOUT.ORDER.APPROVED'
        ? {
            id: order.id,
            intent: 'CAPTURE',
            status: 'APPROVED',
            purchase_units: order.body.purchase_units,
          }
        : {
            id: order.captureId,
            status: 'COMPLETED',
            amount: this.taken(order),
            final_capture: true,
            custom_id: unit?.custom_id,
            invoice_id: unit?.invoice_id,
            supplementary_data: { related_ids: { order_id: order.id } },
          };
    const event = {
      id: `WH-${randomId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: eventType === 'CHECKOUT.ORDER.APPROVED' ? 'checkout-order' : 'capture',
      resource_version: '2.0',
      event_type: eventType,
      summary:
        eventType === 'CHECKOUT.ORDER.APPROVED'
          ? 'An order has been approved by buyer'
          : 'Payment completed',
      resource,
    };
    const transmissionId = randomBytes(16).toString('hex');
    const sig = randomBytes(32).toString('base64');
    this.transmissions.set(transmissionId, { sig, eventId: event.id });
    return {
      event,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.url}/v1/notifications/certs/CERT-360caa42`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': new Date().toISOString(),
      },
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const method = req.method ?? 'GET';
    let body: unknown = raw;
    if (raw && String(req.headers['content-type']).startsWith('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        return send(res, 400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed' });
      }
    }
    this.requests.push({ method, path, headers: req.headers, body });

    if (method === 'POST' && path === '/v1/oauth2/token') return this.token(req, res, raw);

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) {
      return send(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return this.verify(res, body as Record<string, unknown>);
    }
    const requestId = req.headers['paypal-request-id'];
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && (path === '/v2/checkout/orders' || capture || refund)) {
      if (typeof requestId !== 'string' || !requestId) {
        return send(res, 400, {
          name: 'INVALID_REQUEST',
          message: 'PayPal-Request-Id header is required',
          details: [{ issue: 'PAYPAL_REQUEST_ID_REQUIRED' }],
        });
      }
      const key = `${path} ${requestId}`;
      if (capture) this.captureCalls += 1;
      if (refund) this.refundCalls += 1;
      const seen = this.idempotent.get(key);
      if (seen) return send(res, seen.status === 201 ? 200 : seen.status, seen.body);
      if (refund && this.failRefunds > 0) {
        this.failRefunds -= 1;
        return send(res, 503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
      }
      let answer: { status: number; body: unknown };
      if (capture) answer = await this.capture(capture[1] ?? '');
      else if (refund) answer = this.refund(refund[1] ?? '', body as RefundBody | undefined);
      else answer = this.create(body as CreateBody);
      if (answer.status < 500) this.idempotent.set(key, answer);
      return send(res, answer.status, answer.body);
    }
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const order = this.orders.get(read[1] ?? '');
      if (!order)
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      return send(res, 200, order.captureResponse ?? { id: order.id, status: order.status });
    }
    return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: `${method} ${path}` });
  }

  private token(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      send(res, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
      return;
    }
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
      send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
      return;
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.add(token);
    send(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${randomId(8)}`,
    });
  }

  private create(body: CreateBody): { status: number; body: unknown } {
    const unit = body?.purchase_units?.[0];
    const amount = unit?.amount;
    const invalid = (field: string, issue: string) => ({
      status: issue === 'MISSING_REQUIRED_PARAMETER' ? 400 : 422,
      body: {
        name: issue === 'MISSING_REQUIRED_PARAMETER' ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY',
        details: [{ field, issue }],
      },
    });
    if (body?.intent !== 'CAPTURE' && body?.intent !== 'AUTHORIZE')
      return invalid('/intent', 'MISSING_REQUIRED_PARAMETER');
    if (!amount?.currency_code || !amount.value) {
      return invalid(
        "/purchase_units/@reference_id=='default'/amount",
        'MISSING_REQUIRED_PARAMETER',
      );
    }
    const decimals = ZERO_DECIMAL.has(amount.currency_code) ? 0 : 2;
    const pattern = decimals === 0 ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
    if (!/^[A-Z]{3}$/.test(amount.currency_code) || !pattern.test(amount.value)) {
      return invalid("/purchase_units/@reference_id=='default'/amount/value", 'DECIMAL_PRECISION');
    }
    const context = body.payment_source?.paypal?.experience_context ?? body.application_context;
    if (!context?.return_url || !context.cancel_url) {
      return invalid(
        '/payment_source/paypal/experience_context/return_url',
        'MISSING_REQUIRED_PARAMETER',
      );
    }
    const id = randomId(17);
    this.orders.set(id, { id, status: 'PAYER_ACTION_REQUIRED', body });
    const viaPaymentSource = Boolean(body.payment_source?.paypal);
    return {
      status: 201,
      body: {
        id,
        status: viaPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        ...(viaPaymentSource ? { payment_source: { paypal: {} } } : {}),
        links: [
          { href: `${this.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          {
            href: `${this.url}/checkoutnow?token=${id}`,
            rel: viaPaymentSource ? 'payer-action' : 'approve',
            method: 'GET',
          },
        ],
      },
    };
  }

  private async capture(orderId: string): Promise<{ status: number; body: unknown }> {
    const order = this.orders.get(orderId);
    if (!order) {
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      };
    }
    if (order.status === 'COMPLETED') {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
      };
    }
    if (order.status !== 'APPROVED') {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
      };
    }
    // Taken before the wait, as a real capture is decided before PayPal answers.
    order.status = 'COMPLETED';
    order.captureId = randomId(17);
    this.captures += 1;
    if (this.options.captureDelayMs)
      await new Promise((r) => setTimeout(r, this.options.captureDelayMs));
    const unit = order.body.purchase_units[0];
    const now = new Date().toISOString();
    order.captureResponse = {
      id: order.id,
      status: 'COMPLETED',
      payment_source: {
        paypal: { email_address: 'buyer@example.com', account_id: 'QYR5Z8XDVJNXQ' },
      },
      purchase_units: [
        {
          reference_id: unit?.reference_id ?? 'default',
          payments: {
            captures: [
              {
                id: order.captureId,
                status: 'COMPLETED',
                amount: this.taken(order),
                final_capture: true,
                seller_protection: {
                  status: 'ELIGIBLE',
                  dispute_categories: ['ITEM_NOT_RECEIVED'],
                },
                custom_id: unit?.custom_id,
                invoice_id: unit?.invoice_id,
                create_time: now,
                update_time: now,
              },
            ],
          },
        },
      ],
      payer: {
        name: { given_name: 'John', surname: 'Doe' },
        email_address: 'buyer@example.com',
        payer_id: 'QYR5Z8XDVJNXQ',
      },
      links: [{ href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
    };
    return { status: 201, body: order.captureResponse };
  }

  /**
   * Without an amount, whatever is left of the capture goes back; with one, at most that.
   * Nothing left, or more than is left, is refused (422) as PayPal refuses it.
   */
  private refund(
    captureId: string,
    body: RefundBody | undefined,
  ): { status: number; body: unknown } {
    const order = [...this.orders.values()].find((o) => o.captureId === captureId);
    const captured = order && this.taken(order);
    if (!order || !captured)
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      };
    const decimals = ZERO_DECIMAL.has(captured.currency_code) ? 0 : 2;
    const minor = (value: string) => Math.round(Number(value) * 10 ** decimals);
    const left = minor(captured.value) - (order.refunded ?? 0);
    const refusal = (issue: string, description: string) => ({
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        details: [{ issue, description }],
      },
    });
    if (left <= 0) {
      return refusal('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    }
    let amount = left;
    if (body?.amount) {
      if (body.amount.currency_code !== captured.currency_code) {
        return refusal('REFUND_CURRENCY_MISMATCH', 'Refund must be in the currency of the capture');
      }
      amount = minor(body.amount.value);
      if (!(amount > 0) || amount > left) {
        return refusal(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded',
        );
      }
    }
    order.refunded = (order.refunded ?? 0) + amount;
    this.refunds += 1;
    return {
      status: 201,
      body: {
        id: randomId(17),
        status: 'COMPLETED',
        amount: {
          currency_code: captured.currency_code,
          value: (amount / 10 ** decimals).toFixed(decimals),
        },
      },
    };
  }

  /** Minor units given back of this PayPal order's capture. */
  refundedOf(orderId: string): number {
    return this.orders.get(orderId)?.refunded ?? 0;
  }

  private verify(res: ServerResponse, body: Record<string, unknown>): void {
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
      'webhook_event',
    ];
    const missing = required.find((k) => !body?.[k]);
    if (missing) {
      send(res, 400, {
        name: 'VALIDATION_ERROR',
        details: [{ field: missing, issue: 'MISSING_REQUIRED_PARAMETER' }],
      });
      return;
    }
    const issued = this.transmissions.get(String(body.transmission_id));
    const event = body.webhook_event as { id?: string };
    const ok =
      body.webhook_id === this.options.webhookId &&
      issued !== undefined &&
      issued.sig === body.transmission_sig &&
      issued.eventId === event?.id;
    send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  }
}

function randomId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
  const bytes = randomBytes(length);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'paypal-debug-id': randomBytes(6).toString('hex'),
  });
  res.end(JSON.stringify(body));
}
