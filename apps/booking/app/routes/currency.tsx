import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { currencyAction } from '../currency.server';

/** The header's currency form posts here; the choice is saved in the `cur` cookie. */
export function action({ request }: ActionFunctionArgs) {
  return currencyAction(request);
}

/** Nothing to show: someone who opens /currency directly goes home. */
export function loader() {
  return redirect('/');
}
