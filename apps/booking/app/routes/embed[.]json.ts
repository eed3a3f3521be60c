import { embedConfigResponse } from '../embed.server';

/** The partner embed's settings, for a copy of the script served from elsewhere. */
export function loader() {
  return embedConfigResponse();
}
