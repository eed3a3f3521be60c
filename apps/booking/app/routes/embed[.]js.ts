import type { LoaderFunctionArgs } from '@remix-run/node';
import { embedScriptResponse } from '../embed.server';

/** The partner embed's script, with this site's settings (docs/embedding.md). */
export function loader({ request }: LoaderFunctionArgs) {
  return embedScriptResponse(request);
}
