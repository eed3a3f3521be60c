import { useState } from 'react';
import type { PickerRegion } from './match';

/** Where a picker's regions stand: given or read (`ready`), being read, or not read. */
export type RegionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; regions: PickerRegion[] }
  | { status: 'failed' };

const IDLE: RegionsState = { status: 'idle' };
const FAILED: RegionsState = { status: 'failed' };

/**
 * One read per address for the page's life, shared by every picker of the page (the box and
 * its sticky copy, the next page's box after a client navigation); a failed one is forgotten.
 */
const reads = new Map<string, Promise<PickerRegion[]>>();
/** The addresses whose regions have arrived. */
const arrived = new Set<string>();

/** `GET <url>`, answering `{ regions: PickerRegion[] }`: read once, kept for the page's life. */
function readRegions(url: string): Promise<PickerRegion[]> {
  let read = reads.get(url);
  if (!read) {
    read = fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : {}))
      .then(({ regions }: { regions?: PickerRegion[] }) => {
        if (!Array.isArray(regions)) throw new Error(`${url}: no regions`);
        arrived.add(url);
        return regions;
      });
    read.catch(() => reads.delete(url));
    reads.set(url, read);
  }
  return read;
}

/** Whether `url`'s regions have arrived. */
export function regionsRead(url: string): boolean {
  return arrived.has(url);
}

/** Forgets every address's answer (tests and stories start from a page that read nothing). */
export function forgetRegions(): void {
  reads.clear();
  arrived.clear();
}

/**
 * The regions a picker offers: `regions` when given, else what `url` answered once `load` has
 * asked for it (none without either). The server, and hydration, see `idle`: a closed picker
 * renders nothing of its regions. A new state object each render: follow its `status`.
 */
export function useRegions(
  regions: PickerRegion[] | undefined,
  url: string | undefined,
): { state: RegionsState; load: () => void } {
  const [fetched, setFetched] = useState(IDLE);
  if (regions || !url) return { state: { status: 'ready', regions: regions ?? [] }, load() {} };
  return {
    state: fetched,
    load() {
      if (fetched !== IDLE && fetched !== FAILED) return;
      setFetched({ status: 'loading' });
      readRegions(url).then(
        (list) => setFetched({ status: 'ready', regions: list }),
        () => setFetched(FAILED),
      );
    },
  };
}
