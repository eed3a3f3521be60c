import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PickerRegion } from './match';

/** Where a picker's regions stand: given or read (`ready`), being read, or not read. */
export type RegionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; regions: PickerRegion[] }
  | { status: 'failed' };

interface Source {
  state: RegionsState;
  listeners: Set<() => void>;
}

const IDLE: RegionsState = { status: 'idle' };

/** One source per address: every picker of a page (the box and its sticky copy) shares it. */
const sources = new Map<string, Source>();

function sourceOf(url: string): Source {
  let source = sources.get(url);
  if (!source) {
    source = { state: IDLE, listeners: new Set() };
    sources.set(url, source);
  }
  return source;
}

function settle(source: Source, state: RegionsState) {
  source.state = state;
  for (const listener of source.listeners) listener();
}

/**
 * Reads `GET <url>` (answering `{ regions: PickerRegion[] }`) unless it is read or being read;
 * a failed read is tried again. The answer is kept for the page's life.
 */
export function loadRegions(url: string): void {
  const source = sourceOf(url);
  if (source.state.status === 'loading' || source.state.status === 'ready') return;
  settle(source, { status: 'loading' });
  fetch(url, { headers: { accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<{ regions?: PickerRegion[] }>;
    })
    .then((body) => {
      if (!Array.isArray(body.regions)) throw new Error(`${url} answered no regions`);
      settle(source, { status: 'ready', regions: body.regions });
    })
    .catch(() => settle(source, { status: 'failed' }));
}

/** Forgets every address's answer (tests and stories start from a page that read nothing). */
export function forgetRegions(): void {
  sources.clear();
}

const readIdle = () => IDLE;
const NONE: RegionsState = { status: 'ready', regions: [] };

/**
 * The regions a picker offers: `regions` when given, else what `url` answered so far (none
 * without either). The server, and hydration, see `idle`: a closed picker renders nothing of
 * its regions.
 */
export function useRegions(
  regions: PickerRegion[] | undefined,
  url: string | undefined,
): { state: RegionsState; load: () => void } {
  const fetching = !regions && url ? url : undefined;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!fetching) return () => {};
      const { listeners } = sourceOf(fetching);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [fetching],
  );
  const read = useCallback(() => (fetching ? sourceOf(fetching).state : IDLE), [fetching]);
  const fetched = useSyncExternalStore(subscribe, read, readIdle);
  const given = useMemo<RegionsState | undefined>(
    () => (regions ? { status: 'ready', regions } : undefined),
    [regions],
  );
  const load = useCallback(() => {
    if (fetching) loadRegions(fetching);
  }, [fetching]);
  return { state: given ?? (fetching ? fetched : NONE), load };
}
