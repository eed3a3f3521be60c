import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { ActionFunctionArgs } from '@remix-run/node';
import { readMemberForm } from '../members.server';
import { clearedSessionCookies, redirectWithCookies, sessionToken } from '../session.server';
import { shell } from '../shell.server';

/** Sign out: end the gateway session, clear the session and order cookies, go to /login. */
export async function action({ request }: ActionFunctionArgs) {
  await readMemberForm(request);
  if (sessionToken(request)) {
    try {
      await shell.gatewayFor(request).call(endpoints.logout);
    } catch {
      // The cookies go whatever the gateway says: an expired or unknown session is signed out too.
    }
  }
  return redirectWithCookies('/login', await clearedSessionCookies());
}

/** Sign-out is a POST; opening /logout just goes home. */
export function loader() {
  return redirectWithCookies('/');
}
