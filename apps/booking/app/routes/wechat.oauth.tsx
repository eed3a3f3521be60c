import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { requireMember, withSession } from '../session.server';
import { shell } from '../shell.server';
import { sitePath } from '../wechat.server';

/**
 * Where the official account's OAuth (snsapi_base) comes back with `code`: the gateway
 * exchanges it for the visitor's openid and binds it to the member, then the page that asked
 * (`state`, a path of this site) goes on. A binding that failed is said there, not retried.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const url = new URL(request.url);
  const next = sitePath(url.searchParams.get('state')) ?? '/order_list';
  const code = url.searchParams.get('code')?.trim() ?? '';
  let bound = false;
  if (code) {
    try {
      await withSession(request, () =>
        shell.gatewayFor(request).call(endpoints.wxOauthBind, { body: { code } }),
      );
      bound = true;
    } catch (error) {
      if (error instanceof Response) throw error;
    }
  }
  if (bound) return redirect(next);
  return redirect(`${next}${next.includes('?') ? '&' : '?'}wx_bind=failed`);
}
