export type { BookingUiProviderProps } from './BookingUiProvider/BookingUiProvider';
export { BookingUiProvider } from './BookingUiProvider/BookingUiProvider';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './Button/Button';
export { Button } from './Button/Button';
export type {
  CancelOrderDialogProps,
  CancelValues,
} from './CancelOrderDialog/CancelOrderDialog';
export { CancelOrderDialog } from './CancelOrderDialog/CancelOrderDialog';
export type { CarouselProps, CarouselSlide } from './Carousel/Carousel';
export { Carousel } from './Carousel/Carousel';
export type { ChargeSummaryProps } from './ChargeSummary/ChargeSummary';
export { ChargeSummary } from './ChargeSummary/ChargeSummary';
export type {
  CheckinContactFormProps,
  CheckinContactValues,
} from './Checkin/CheckinContactForm';
export { CHECKIN_DRAFT_KEY, CheckinContactForm } from './Checkin/CheckinContactForm';
export type {
  CheckinGuestFormProps,
  CheckinGuestValues,
  CheckinRoomValues,
} from './Checkin/CheckinGuestForm';
export { CheckinGuestForm, emptyCheckinGuest } from './Checkin/CheckinGuestForm';
export type { CheckinGuideProps } from './Checkin/CheckinGuide';
export { CheckinGuide } from './Checkin/CheckinGuide';
export type { CheckinStepsProps } from './Checkin/CheckinSteps';
export { CheckinSteps } from './Checkin/CheckinSteps';
export type { KeyBoxPasswordsProps, KeyBoxRoom } from './Checkin/KeyBoxPasswords';
export { KeyBoxPasswords } from './Checkin/KeyBoxPasswords';
export type { Nationality } from './Checkin/nationalities';
export {
  NATIONALITIES,
  nationalityByNumeric,
  numericOfAlpha2,
  sortedNationalities,
} from './Checkin/nationalities';
export type {
  BookingConsentsProps,
  ChosenGuestsProps,
  PaymentMethodOption,
  PaymentMethodsProps,
} from './Checkout/Checkout';
export {
  BookingConsents,
  ChosenGuests,
  initialPaymentMethod,
  MissingHint,
  PaymentMethods,
} from './Checkout/Checkout';
export type { CodeButtonProps, CodeCountdown } from './CodeButton/CodeButton';
export { CodeButton } from './CodeButton/CodeButton';
export type { ConsultMessage, ConsultProps } from './Consult/Consult';
export { Consult } from './Consult/Consult';
export type { CurrencyChoice, CurrencySwitchProps } from './Currency/CurrencySwitch';
export { CurrencySwitch, HOTEL_CURRENCY } from './Currency/CurrencySwitch';
export type {
  ApproxPriceProps,
  ChargedInProps,
  DisplayCurrency,
} from './Currency/DisplayCurrency';
export {
  ApproxPrice,
  ChargedIn,
  DisplayCurrencyProvider,
  formatRatesDay,
  RatesNote,
  useConverted,
  useDisplayCurrency,
} from './Currency/DisplayCurrency';
export type { DateRangePickerProps, StayDates } from './DateRangePicker/DateRangePicker';
export { DateRangePicker } from './DateRangePicker/DateRangePicker';
export { addDays, nightsBetween, startOfDay } from './DateRangePicker/dates';
export type {
  DestinationPickerProps,
  PickerCity,
  PickerRegion,
} from './DestinationPicker/DestinationPicker';
export { DestinationPicker } from './DestinationPicker/DestinationPicker';
export { cityName, findCity } from './DestinationPicker/match';
export type { FavoriteButtonProps } from './FavoriteButton/FavoriteButton';
export { FavoriteButton } from './FavoriteButton/FavoriteButton';
export type { FavoriteListProps, SavedHotel } from './FavoriteList/FavoriteList';
export { FavoriteList } from './FavoriteList/FavoriteList';
export { FINANCIAL_PRODUCTS, Financial } from './Financial/Financial';
export type { FooterLinkGroup, FooterLinks, FooterProps } from './Footer/Footer';
export { Footer } from './Footer/Footer';
export type {
  FranchiseFormProps,
  FranchiseValues,
  SubmitAnswer,
} from './FranchiseForm/FranchiseForm';
export { emptyFranchise, FranchiseForm } from './FranchiseForm/FranchiseForm';
export type { FranchiseHeroProps } from './FranchiseHero/FranchiseHero';
export { FranchiseHero } from './FranchiseHero/FranchiseHero';
export type { BookingBandProps } from './FranchisePage/BookingBand';
export { BookingBand } from './FranchisePage/BookingBand';
export { BrandStory } from './FranchisePage/BrandStory';
export type { FranchisePageProps, FranchisePost } from './FranchisePage/FranchisePage';
export { FranchisePage } from './FranchisePage/FranchisePage';
export type { FranchiseOutcome } from './FranchisePage/OutcomeToast';
export { GlobalStyle } from './GlobalStyle/GlobalStyle';
export type { Country } from './GuestForm/countries';
export { COUNTRIES, countryName, phonePrefixes, sortedCountries } from './GuestForm/countries';
export type { GuestFormModalProps, GuestValues } from './GuestForm/GuestFormModal';
export { GuestFormModal } from './GuestForm/GuestFormModal';
export type { GuestPickerProps, PickerGuest } from './GuestForm/GuestPicker';
export { GuestPicker } from './GuestForm/GuestPicker';
export type { HeaderProps } from './Header/Header';
export { Header } from './Header/Header';
export type { LanguageSwitchProps } from './Header/LanguageSwitch';
export { LanguageSwitch } from './Header/LanguageSwitch';
export type { CurrencyBandProps } from './Home/CurrencyBand';
export { CurrencyBand } from './Home/CurrencyBand';
export { DestinationArt } from './Home/DestinationArt';
export type { DestinationChooserProps } from './Home/DestinationChooser';
export { DestinationChooser } from './Home/DestinationChooser';
export type { DestinationGridProps } from './Home/DestinationGrid';
export { DestinationGrid } from './Home/DestinationGrid';
export {
  AppPromotion,
  ExtraServices,
  PartnerLogos,
  RotatingBanner,
  StickySearch,
  TrendingHotels,
} from './Home/Discovery';
export type { HomeHeroProps } from './Home/HomeHero';
export { HomeHero } from './Home/HomeHero';
export {
  Container as PageContainer,
  Section as HomeSection,
  SectionHead as HomeSectionHead,
  SectionLead as HomeSectionLead,
  SectionTitle as HomeSectionTitle,
} from './Home/layout';
export type {
  CurrencyOption,
  DestinationPalette,
  HomeCountry,
  HomeDestination,
  HomeHotel,
} from './Home/types';
export { destinationSearchHref } from './Home/types';
export { WhyBookDirect } from './Home/WhyBookDirect';
export type { HotelCardData, HotelCardProps } from './HotelCard/HotelCard';
export { HotelCard, HotelCardSkeleton } from './HotelCard/HotelCard';
export type { HotelMapProps } from './HotelMap/HotelMap';
export { HotelMap } from './HotelMap/HotelMap';
export { FALLBACK_IMAGE } from './internal/fallback-image';
export {
  dayToDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatPoints,
  truncateAmount,
} from './internal/format';
export type { BookingUiLanguage } from './internal/use-common-translation';
export type { ProfileFormProps, ProfileValues } from './MemberForms/ProfileForm';
export { dateInputToYmd, ProfileForm, ymdToDateInput } from './MemberForms/ProfileForm';
export type { MemberFormBaseProps } from './MemberForms/parts';
export type { CodeRequestProps, RegisterFormProps } from './MemberForms/RegisterForm';
export { RegisterForm } from './MemberForms/RegisterForm';
export type { ResetPasswordFormProps } from './MemberForms/ResetPasswordForm';
export { ResetPasswordForm } from './MemberForms/ResetPasswordForm';
export type { SignInFormProps, SignInLinks } from './MemberForms/SignInForm';
export { SignInForm } from './MemberForms/SignInForm';
export type { ModalProps } from './Modal/Modal';
export { Modal } from './Modal/Modal';
export type { NotFoundNoticeProps } from './Notice/Notice';
export { NotFoundNotice, Notice } from './Notice/Notice';
export type { OrderCardProps } from './OrderCard/OrderCard';
export { OrderCard } from './OrderCard/OrderCard';
export type { PaymentResultProps } from './PaymentResult/PaymentResult';
export { PaymentResult } from './PaymentResult/PaymentResult';
export type { PhoneFieldProps } from './PhoneField/PhoneField';
export { PhoneField } from './PhoneField/PhoneField';
export type { Photo, PhotoGridProps } from './PhotoGrid/PhotoGrid';
export { PhotoGrid } from './PhotoGrid/PhotoGrid';
export type { PhotoViewerProps } from './PhotoGrid/PhotoViewer';
export { PhotoViewer } from './PhotoGrid/PhotoViewer';
export type { PointsEntry, PointsHistoryProps } from './PointsHistory/PointsHistory';
export { PointsHistory } from './PointsHistory/PointsHistory';
export type { PointsModalProps } from './PointsModal/PointsModal';
export { PointsModal } from './PointsModal/PointsModal';
export type { PointsChoice, PointsMode } from './PointsModal/points';
export { choosePoints, readPointsMode } from './PointsModal/points';
export type { PriceBreakdownProps } from './PriceBreakdown/PriceBreakdown';
export { PriceBreakdown } from './PriceBreakdown/PriceBreakdown';
export type { QrCodeProps } from './QrCode/QrCode';
export { QrCode } from './QrCode/QrCode';
export type { RefundStatusProps } from './RefundStatus/RefundStatus';
export { RefundStatus } from './RefundStatus/RefundStatus';
export type { MyReviewProps } from './ReviewForm/MyReview';
export { MyReview } from './ReviewForm/MyReview';
export type { ReviewFormProps, ReviewValues } from './ReviewForm/ReviewForm';
export { ReviewForm } from './ReviewForm/ReviewForm';
export type { ReviewItem, ReviewsProps } from './Reviews/Reviews';
export { Reviews } from './Reviews/Reviews';
export type { RoomFacility, RoomNight, RoomTypeCardProps } from './RoomTypeCard/RoomTypeCard';
export { RoomTypeCard } from './RoomTypeCard/RoomTypeCard';
export type { ScoreLabelProps } from './ScoreLabel/ScoreLabel';
export { ScoreLabel } from './ScoreLabel/ScoreLabel';
export { normaliseScore, scoreLabelKey } from './ScoreLabel/score';
export type { SearchBoxProps, SearchValues } from './SearchBox/SearchBox';
export { SearchBox, toYmd } from './SearchBox/SearchBox';
export type { SignInPopoverProps } from './SignInPopover/SignInPopover';
export { SignInPopover } from './SignInPopover/SignInPopover';
export type { StatusBadgeProps } from './StatusBadge/StatusBadge';
export { StatusBadge } from './StatusBadge/StatusBadge';
export { StaySummary, type StaySummaryProps } from './StaySummary/StaySummary';
export type {} from './styled';
export type { TextAreaFieldProps } from './TextAreaField/TextAreaField';
export { TextAreaField } from './TextAreaField/TextAreaField';
export type { SelectFieldProps, TextFieldProps } from './TextField/TextField';
export { SelectField, TextField } from './TextField/TextField';
export type { ToastProps } from './Toast/Toast';
export { Toast } from './Toast/Toast';
export type { Brand, BrandColors, BrandContact, PartnerLogo } from './theme/brand';
export { defaultBrand } from './theme/brand';
export { contrast } from './theme/color';
export type { BookdirectTheme, ResolvedBrand, ThemeColors } from './theme/create-theme';
export { createTheme, defaultTheme } from './theme/create-theme';
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
export type { UserCardLinks, UserCardMember, UserCardProps } from './UserCard/UserCard';
export { memberDisplayName, UserCard } from './UserCard/UserCard';
