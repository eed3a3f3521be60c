export { ResultFilters, type ResultFiltersProps } from './ResultFilters';
