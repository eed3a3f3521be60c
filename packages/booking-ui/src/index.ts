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
export type { FooterLinkGroup, FooterLinks, FooterProps } from './Footer/Footer';
export { Footer } from './Footer/Footer';
export { GlobalStyle } from './GlobalStyle/GlobalStyle';
export type { HeaderProps } from './Header/Header';
export { Header } from './Header/Header';
export type { LanguageSwitchProps } from './Header/LanguageSwitch';
export { LanguageSwitch } from './Header/LanguageSwitch';
export type { BookingUiLanguage } from './internal/use-common-translation';
export type { QrCodeProps } from './QrCode/QrCode';
export { QrCode } from './QrCode/QrCode';
export type {} from './styled';
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
