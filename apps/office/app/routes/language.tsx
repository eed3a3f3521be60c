import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { shell } from '../shell.server';

/** The header's 中文/EN form posts here; the choice is saved in the `lng` cookie. */
export function action(args: ActionFunctionArgs) {
  return shell.languageAction(args);
}

/** Nothing to show: someone who opens /language directly goes to the start page. */
export function loader() {
  return redirect('/');
}
