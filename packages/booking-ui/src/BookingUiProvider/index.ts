export type {} from '../styled';
export type { Brand, BrandColors, BrandContact, PartnerLogo } from '../theme/brand';
export { defaultBrand } from '../theme/brand';
export type { BookdirectTheme, ResolvedBrand, ThemeColors } from '../theme/create-theme';
export { createTheme, defaultTheme } from '../theme/create-theme';
export type { BookingUiProviderProps } from './BookingUiProvider';
export { BookingUiProvider } from './BookingUiProvider';
export type { SiteLinkSettings, SiteLinks, SitePage } from './site-links';
export { siteLinks, useSiteLinks } from './site-links';
