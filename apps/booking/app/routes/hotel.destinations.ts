import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { loadDestinations } from '../catalogue.server';
import { shell } from '../shell.server';

/**
 * Resource route of the destination picker's regions: `GET /hotel/destinations` answers
 * `{ regions: PickerRegion[] }`, the countries with their cities that have hotels, each with
 * both names (so one answer serves both languages). The picker reads it when a visitor first
 * reaches for the field; pages no longer carry the list. A browser keeps it for a minute, as
 * the server keeps the catalogue's answer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { regions } = await loadDestinations(shell.gatewayFor(request));
  return json({ regions }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
