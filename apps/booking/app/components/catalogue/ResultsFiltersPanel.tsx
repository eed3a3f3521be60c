import { ResultFilters as Panel } from '@bookdirect/booking-ui/ResultFilters';
import { FILTER_PARAMS, filterParams, readFilters } from '@bookdirect/gateway-sdk';
import { useNavigate } from '@remix-run/react';
import type { ResultsFiltersProps } from './ResultsFilters';

const isFilter = (name: string) => (FILTER_PARAMS as readonly string[]).includes(name);

/**
 * The results URL a filled filters form asks for, spelled as the server's canonical URL
 * (the search, the filters, then the order), so the page does not redirect once more.
 */
export function filtersHref(form: HTMLFormElement): string {
  const data = new FormData(form);
  const query = new URLSearchParams();
  const raw = new URLSearchParams();
  for (const [name, value] of data) {
    if (typeof value !== 'string') continue;
    if (!isFilter(name)) query.append(name, value);
    else raw.set(name, [raw.get(name), value].filter(Boolean).join(','));
  }
  const sort = query.get('sort');
  query.delete('sort');
  for (const [name, value] of Object.entries(filterParams(readFilters(raw)))) {
    query.append(name, value);
  }
  if (sort) query.append('sort', sort);
  return `${form.getAttribute('action') ?? ''}?${query}`;
}

/** The kit's filters panel wired to Remix: a change or "Apply" navigates without a reload. */
export function ResultsFiltersPanel({ filters, facets, hidden, clearHref }: ResultsFiltersProps) {
  const navigate = useNavigate();
  const go = (href: string) => navigate(href, { preventScrollReset: true });
  return (
    <Panel
      id="result-filters"
      filters={filters}
      facets={facets}
      action="/hotel/search"
      hidden={hidden}
      clearHref={clearHref}
      onSubmit={(form) => go(filtersHref(form))}
      onClear={go}
    />
  );
}
