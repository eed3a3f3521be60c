import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Button } from '@bookdirect/booking-ui';
import { formatMoney, OrderStatus, PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useFetcher, useLoaderData, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message, Panel } from '../components/booking/layout';
import { Container, Muted, PageTitle } from '../components/catalogue/layout';
import { loadOrder, payOrder, readOrderId } from '../orders.server';
import { requireMember } from '../session.server';
import { oauthUrl, qrDataUrl, wxModeOf } from '../wechat.server';
import { wxPayPath } from '../wechat-paths';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['booking', 'orders', 'payments', 'wechat'] };

export const meta = routeMeta({ title: 'order_wxpay' });

export const ErrorBoundary = RouteErrorBoundary;

const POLL_MS = 2_000;

const paidPath = (orderId: string) =>
  `/order_list?payment=success&orderId=${encodeURIComponent(orderId)}`;

/**
 * WeChat Pay of an order, by the kind of browser: a Native QR code on desktops, WeChat's own
 * payment sheet (JSAPI) inside WeChat once the official account's OAuth has bound the
 * visitor's openid, WeChat's H5 page on other phones. The page asks for the order until
 * WeChat's notification has paid it, then goes to the paid order. `?poll=1` answers only that.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const url = new URL(request.url);
  const orderId = readOrderId(request);
  const order = await loadOrder(request, orderId);
  const paid = order.status !== OrderStatus.unpaid;
  if (url.searchParams.get('poll') === '1') {
    return { kind: 'poll' as const, paid, orderId };
  }
  if (paid) throw redirect(paidPath(orderId));

  const mode = wxModeOf(request);
  const summary = {
    orderId,
    hotelName: order.hotelName,
    amount: order.amount,
    currency: order.currency,
    symbol: order.symbol,
  };
  const answer = await payOrder(request, orderId, PAY_SOURCE.wechat, { wxMode: mode });
  if ('message' in answer) {
    // No openid bound yet: WeChat's OAuth first, once; a failed binding says so here.
    if (
      answer.key === 'payments:wechat_openid_required' &&
      url.searchParams.get('wx_bind') !== 'failed'
    ) {
      throw redirect(oauthUrl(request, wxPayPath(orderId)));
    }
    return { kind: 'error' as const, order: summary, message: answer.message };
  }
  if (mode === 'jsapi' && answer.wxpay) {
    return { kind: 'jsapi' as const, order: summary, wxpay: answer.wxpay };
  }
  if (mode === 'native' && answer.code_url) {
    const qr = qrDataUrl(answer.code_url);
    return { kind: 'native' as const, order: summary, codeUrl: answer.code_url, qr };
  }
  if (answer.href) {
    // WeChat's H5 page comes back here when the payer is done.
    const back = new URL(wxPayPath(orderId), request.url).href;
    const href = `${answer.href}${answer.href.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`;
    throw redirect(href);
  }
  throw new Response('WeChat Pay gave no way to pay', { status: 502 });
}

type WxPay = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};

declare global {
  interface Window {
    WeixinJSBridge?: {
      invoke(name: string, params: WxPay, done: (result: { err_msg?: string }) => void): void;
    };
  }
}

/** Asks for the order every few seconds and goes to the paid order once it is paid. */
function usePaidWatch(orderId: string | undefined, on: boolean) {
  const poll = useFetcher<typeof loader>();
  const navigate = useNavigate();
  const paid = poll.data?.kind === 'poll' && poll.data.paid;
  useEffect(() => {
    if (!orderId || !on || paid) return;
    const timer = window.setInterval(() => {
      if (poll.state === 'idle') poll.load(`${wxPayPath(orderId)}&poll=1`);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [orderId, on, paid, poll]);
  useEffect(() => {
    if (paid && orderId) navigate(paidPath(orderId), { replace: true });
  }, [paid, orderId, navigate]);
}

export default function WeChatPayPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const data = useLoaderData<typeof loader>();
  const order = data.kind === 'poll' ? undefined : data.order;
  const [sheet, setSheet] = useState<'idle' | 'open' | 'done' | 'cancelled' | 'failed'>('idle');
  usePaidWatch(order?.orderId, data.kind === 'native' || sheet === 'done');

  const wxpay = data.kind === 'jsapi' ? data.wxpay : undefined;
  const openSheet = useCallback(() => {
    const bridge = window.WeixinJSBridge;
    if (!wxpay || !bridge) return;
    setSheet('open');
    bridge.invoke('getBrandWCPayRequest', wxpay, (result) => {
      const said = result.err_msg ?? '';
      if (said.endsWith(':ok')) setSheet('done');
      else setSheet(said.endsWith(':cancel') ? 'cancelled' : 'failed');
    });
  }, [wxpay]);
  // Inside WeChat the sheet opens at once; the bridge may arrive after the page.
  useEffect(() => {
    if (!wxpay) return;
    if (window.WeixinJSBridge) openSheet();
    else document.addEventListener('WeixinJSBridgeReady', openSheet, { once: true });
    return () => document.removeEventListener('WeixinJSBridgeReady', openSheet);
  }, [wxpay, openSheet]);

  if (!order) return null;
  const amount = formatMoney(order.amount, order, language);
  return (
    <Container>
      <PageTitle>{t('wechat:pay_title')}</PageTitle>
      <Panel aria-labelledby="wxpay-order">
        <p id="wxpay-order">
          {order.hotelName} · <strong data-testid="wxpay-amount">{amount}</strong>
        </p>
        {data.kind === 'native' && (
          <figure data-testid="wxpay-qr" data-code-url={data.codeUrl}>
            <img src={data.qr} width={240} height={240} alt={t('wechat:qr_alt', { amount })} />
            <figcaption>{t('wechat:qr_instructions')}</figcaption>
          </figure>
        )}
        {data.kind === 'jsapi' && (
          <>
            {sheet === 'done' ? (
              <p role="status">{t('wechat:waiting')}</p>
            ) : (
              <Button type="button" onClick={openSheet} disabled={sheet === 'open'}>
                {t('wechat:pay_button', { amount })}
              </Button>
            )}
            {sheet === 'cancelled' && <Message role="alert">{t('wechat:cancelled')}</Message>}
            {sheet === 'failed' && <Message role="alert">{t('wechat:failed')}</Message>}
          </>
        )}
        {data.kind === 'native' && <Muted role="status">{t('wechat:waiting')}</Muted>}
        {data.kind === 'error' && <Message role="alert">{data.message}</Message>}
        <Button
          variant="secondary"
          href={`/order/detail?orderId=${encodeURIComponent(order.orderId)}`}
        >
          {t('wechat:back_to_order')}
        </Button>
      </Panel>
    </Container>
  );
}
