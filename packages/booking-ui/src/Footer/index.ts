export type { FooterLinkGroup, FooterLinks, FooterProps } from './Footer';
export { Footer } from './Footer';
