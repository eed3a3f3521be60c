import type { ActionFunctionArgs } from '@remix-run/node';
import { submitMessage } from '../franchise.server';

/** The consult modal's JSON endpoint; answers `{ rec, errors? }`. */
export async function action({ request }: ActionFunctionArgs) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ rec: 1 }, { status: 400 });
  }
  return Response.json(await submitMessage(request, body));
}
