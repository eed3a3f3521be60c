import type { ResultFilters, SearchFacets } from '@bookdirect/gateway-sdk';

export interface ResultsFiltersProps {
  filters: ResultFilters;
  facets: SearchFacets | null;
  /** Hotels the filters leave, every page. */
  total: number;
}

/** The results page's filters, answered by the gateway; the URL keeps them. */
export function ResultsFilters(_props: ResultsFiltersProps) {
  return null;
}
