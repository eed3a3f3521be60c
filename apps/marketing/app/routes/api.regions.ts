import type { LoaderFunctionArgs } from '@remix-run/node';
import { idOf, regionsOf } from '../franchise.server';

/** The form's cascade: `/api/regions` lists countries, `?pid=` a region's children. */
export async function loader({ request }: LoaderFunctionArgs) {
  const pid = idOf(new URL(request.url).searchParams.get('pid')) ?? 0;
  return Response.json(
    { region_list: await regionsOf(request, pid) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
