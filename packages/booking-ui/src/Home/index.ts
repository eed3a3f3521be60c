export type { CurrencyBandProps } from './CurrencyBand';
export { CurrencyBand } from './CurrencyBand';
export { DestinationArt } from './DestinationArt';
export type { DestinationChooserProps } from './DestinationChooser';
export { DestinationChooser } from './DestinationChooser';
export type { DestinationGridProps } from './DestinationGrid';
export { DestinationGrid } from './DestinationGrid';
export {
  AppPromotion,
  ExtraServices,
  PartnerLogos,
  RotatingBanner,
  StickySearch,
  TrendingHotels,
} from './Discovery';
export type { HomeHeroProps } from './HomeHero';
export { HomeHero } from './HomeHero';
export {
  Container as PageContainer,
  Section as HomeSection,
  SectionHead as HomeSectionHead,
  SectionLead as HomeSectionLead,
  SectionTitle as HomeSectionTitle,
} from './layout';
export type {
  CurrencyOption,
  DestinationPalette,
  HomeCountry,
  HomeDestination,
  HomeHotel,
} from './types';
export { destinationSearchHref } from './types';
export { WhyBookDirect } from './WhyBookDirect';
