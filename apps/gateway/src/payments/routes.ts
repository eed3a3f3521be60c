import { API_PREFIX } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { idempotencyClaim, idempotently } from '../accounts/idempotency';
import { requireMember } from '../accounts/sessions';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { pagePolicy } from '../plugins/security-headers';
import { checkoutView } from './checkout';
import {
  createPaymentDeps,
  type Outcome,
  type PaymentDeps,
  type PaymentDepsOptions,
  redirectUrl,
} from './deps';
import { paypalCancel, paypalReturn, sandboxDecline, sandboxPay } from './returns';
import { CHECKOUT_STYLE_SOURCE, checkoutPage, SANDBOX_PATH } from './sandbox';
import { startPayment } from './start';
import { paypalWebhook, wechatNotify } from './webhooks';

export interface PaymentRoutesOptions extends PaymentDepsOptions {
  /** The app's providers (createPaymentDeps), shared with the refund worker; built here if not given. */
  deps?: PaymentDeps;
}

/**
 * Payment: `POST /v1/u/orders/pay/` for the sites' servers, and the provider routes under
 * `/payments` that browsers and providers reach at GATEWAY_PUBLIC_URL (sandbox checkout,
 * PayPal return, cancel and webhook, WeChat Pay notify). The browser routes always end in a
 * 303 to the booking app's `/order_list?payment=success|error`.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, options) => {
  const deps = options.deps ?? createPaymentDeps(app, options);
  if (deps.settings.provider === 'sandbox' && app.config.isProduction) {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox: orders are paid on the built-in test checkout, no money moves',
    );
  }

  await app.register(async (api) => payEndpoint(api, deps), { prefix: API_PREFIX });
  await app.register(async (pages) => providerRoutes(pages, deps), { prefix: '/payments' });
};

function payEndpoint(app: FastifyInstance, deps: PaymentDeps) {
  defineEndpoint(app, endpoints.orderPay, {
    idempotent: true,
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      // Kept after the start, outside any transaction: starting twice reuses the open
      // attempt and the provider's order, so a race of one key gives one payment either way.
      const data = await idempotently(
        deps.db,
        idempotencyClaim(request, userId),
        deps.clock(),
        () =>
          startPayment(deps, userId, input, {
            // The payer's, as the sites vouch for it, not the site server's (WeChat wants it).
            clientIp: request.clientAddress,
          }),
      );
      return ok(data);
    },
  });
}

const hidden = { schema: { hide: true } } as const;

function providerRoutes(app: FastifyInstance, deps: PaymentDeps) {
  // The checkout posts plain forms, only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const back = (reply: FastifyReply, result: { outcome: Outcome; orderId?: string }) =>
    reply
      .header('cache-control', 'no-store')
      .redirect(redirectUrl(deps, result.outcome, result.orderId), 303);

  const sandbox = SANDBOX_PATH.slice('/payments'.length);
  // The page's Pay and Decline forms post to the gateway, which answers 303 to the booking
  // app: browsers check that redirect against form-action too.
  const bookingOrigin = originOf(redirectUrl(deps, 'error'));
  const checkout = {
    ...hidden,
    helmet: pagePolicy({
      'style-src': [CHECKOUT_STYLE_SOURCE],
      'form-action': ["'self'", ...(bookingOrigin ? [bookingOrigin] : [])],
    }),
  };
  app.get<{ Params: { id: string } }>(`${sandbox}/:id`, checkout, async (request, reply) => {
    const view = await checkoutView(deps, request.params.id, request.lang);
    return reply
      .code(view ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(checkoutPage(request.lang, view, redirectUrl(deps, 'error')));
  });
  app.post<{ Params: { id: string } }>(`${sandbox}/:id/pay`, hidden, async (request, reply) =>
    back(reply, await sandboxPay(deps, request.params.id)),
  );
  app.post<{ Params: { id: string } }>(`${sandbox}/:id/decline`, hidden, async (request, reply) =>
    back(reply, await sandboxDecline(deps, request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/paypal/return/:id',
    hidden,
    async (request, reply) =>
      back(reply, await paypalReturn(deps, request.params.id, request.query.token)),
  );
  app.get<{ Params: { id: string } }>('/paypal/cancel/:id', hidden, async (request, reply) =>
    back(reply, await paypalCancel(deps, request.params.id)),
  );
  app.post('/paypal/webhook', hidden, async (request, reply) => {
    const status = await paypalWebhook(deps, request.headers, request.body);
    return reply.code(status).send({ ok: status < 300 });
  });

  // WeChat signs the notification's exact bytes, so this route alone reads JSON as text.
  app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 65_536 },
      (_request, body, done) => done(null, String(body)),
    );
    notify.post('/wechat/notify', hidden, async (request, reply) => {
      const result = await wechatNotify(
        deps,
        request.headers,
        typeof request.body === 'string' ? request.body : '',
      );
      if (result.ok) return reply.code(204).send();
      return reply.code(result.status).send({ code: 'FAIL', message: result.message });
    });
  });
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
