import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { staffToken } from '../session.server';

/** The office starts at the hotels of the person signed in, or at the sign-in page. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(staffToken(request) ? '/hotels' : '/sign-in');
}
