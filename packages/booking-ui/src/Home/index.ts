// The whole home: its first screen (`HomeTop`) and the sections below it (`HomeSections`),
// each also an entry of its own, and what both use.
export * from '../HomeSections';
export * from '../HomeTop';
export { DestinationArt } from './DestinationArt';
export type {
  CurrencyOption,
  DestinationPalette,
  HomeCountry,
  HomeDestination,
  HomeHotel,
} from './types';
export { destinationSearchHref } from './types';
