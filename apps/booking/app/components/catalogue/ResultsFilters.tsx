import { deferred } from '@bookdirect/app-shell';
import type { ResultFilters, SearchFacets } from '@bookdirect/gateway-sdk';

export interface ResultsFiltersProps {
  filters: ResultFilters;
  facets: SearchFacets | null;
  /** The rest of the results URL (city, dates, party, order), in its order. */
  hidden: Record<string, string>;
  /** The results without any filter. */
  clearHref: string;
}

/**
 * The results page's filters, answered by the gateway; the URL keeps them. The panel's code
 * comes beside the page's, not in it (the results page is at the edge of its budget): its
 * server HTML is a working GET form meanwhile.
 */
export const ResultsFilters = deferred<ResultsFiltersProps>(() =>
  import('./ResultsFiltersPanel').then((m) => m.ResultsFiltersPanel),
);
