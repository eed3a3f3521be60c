// The home's sections below the first screen: an entry of its own, so a page can load and
// hydrate them after its first screen (`HomeTop`). Everything here is also in `Home`.
export type { CurrencyBandProps } from '../Home/CurrencyBand';
export { CurrencyBand } from '../Home/CurrencyBand';
export type { DestinationGridProps } from '../Home/DestinationGrid';
export { DestinationGrid } from '../Home/DestinationGrid';
export {
  AppPromotion,
  ExtraServices,
  PartnerLogos,
  RotatingBanner,
  TrendingHotels,
} from '../Home/Discovery';
export {
  Section as HomeSection,
  SectionHead as HomeSectionHead,
  SectionLead as HomeSectionLead,
  SectionTitle as HomeSectionTitle,
} from '../Home/layout';
export { WhyBookDirect } from '../Home/WhyBookDirect';
