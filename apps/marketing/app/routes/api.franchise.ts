import type { ActionFunctionArgs } from '@remix-run/node';
import { submitFranchise } from '../franchise.server';

/** The franchise form's JSON endpoint for the browser (Formik); answers `{ rec, errors? }`. */
export async function action({ request }: ActionFunctionArgs) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ rec: 1 }, { status: 400 });
  }
  return Response.json(await submitFranchise(request, body));
}
