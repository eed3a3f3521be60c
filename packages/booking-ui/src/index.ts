export * from './BookingUiProvider';
export * from './Button';
export * from './CancelOrderDialog';
export * from './Carousel';
export * from './ChargeSummary';
export * from './Checkin';
export * from './Checkout';
export * from './CodeButton';
export * from './Consult';
export * from './Currency';
export * from './DateRangePicker';
export * from './DestinationPicker';
export * from './FavoriteButton';
export * from './FavoriteList';
export * from './Financial';
export * from './Footer';
export * from './FranchiseForm';
export * from './FranchiseHero';
export * from './FranchisePage';
export * from './GlobalStyle';
export * from './GuestForm';
export * from './Header';
export * from './Home';
export * from './HotelCard';
export * from './HotelMap';
export { FALLBACK_IMAGE } from './internal/fallback-image';
export {
  dayToDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatPoints,
  truncateAmount,
} from './internal/format';
export { Picture, type PictureProps } from './internal/Picture';
export type { BookingUiLanguage } from './internal/use-common-translation';
export * from './MemberForms';
export * from './Modal';
export * from './Notice';
export * from './OrderCard';
export * from './PageLayout';
export * from './PartyPicker';
export * from './PaymentResult';
export * from './PhoneField';
export * from './PhotoGrid';
export * from './PointsHistory';
export * from './PointsModal';
export * from './PriceBreakdown';
export * from './QrCode';
export * from './RefundStatus';
export * from './ResultFilters';
export * from './ResultsMap';
export * from './ReviewForm';
export * from './Reviews';
export * from './RoomTypeCard';
export * from './ScoreLabel';
export * from './SearchBox';
export * from './SignInPopover';
export * from './StatusBadge';
export * from './StaySummary';
export type {} from './styled';
export * from './TextAreaField';
export * from './TextField';
export * from './Toast';
export { contrast } from './theme/color';
export { breakpoints, media } from './theme/media';
export {
  fontSizes,
  fonts,
  fontWeights,
  layout,
  lineHeights,
  motion,
  radii,
  space,
  tabularNums,
  zIndices,
} from './theme/tokens';
export * from './UserCard';
