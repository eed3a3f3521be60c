import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { clearedSessionCookie, staffToken } from '../session.server';
import { shell } from '../shell.server';

/**
 * The header's sign-out: the gateway ends the session (so a copied cookie stops working too),
 * the cookie is forgotten either way, and the person lands on the sign-in page.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (staffToken(request)) {
    try {
      await shell.gatewayFor(request).call(staffEndpoints.staffSignOut);
    } catch {
      // Already ended, or the gateway out of reach: the cookie goes all the same.
    }
  }
  return redirect('/sign-in', {
    headers: { 'Set-Cookie': clearedSessionCookie(), 'Cache-Control': 'no-store' },
  });
}

/** Nothing to show: someone who opens /sign-out directly goes to the start page. */
export function loader() {
  return redirect('/');
}
