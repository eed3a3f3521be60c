export type { BookingBandProps } from './BookingBand';
export { BookingBand } from './BookingBand';
export { BrandStory } from './BrandStory';
export type { FranchisePageProps, FranchisePost } from './FranchisePage';
export { FranchisePage } from './FranchisePage';
export type { FranchiseOutcome } from './OutcomeToast';
