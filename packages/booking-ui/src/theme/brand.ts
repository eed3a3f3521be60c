/** Colours a hotel group configures; everything else in the palette is derived from them. */
export interface BrandColors {
  /** Main brand colour: primary buttons, links, the logo mark, the footer. */
  primary: string;
  /** One warm accent for prices and booking calls to action. */
  accent: string;
  /** Page background; defaults to a warm off-white. */
  background?: string;
  /** Raised surfaces (cards, header, popovers); defaults to white. */
  surface?: string;
  /** Body text; defaults to a warm near-black. */
  text?: string;
  /** Secondary text; derived from `text` and kept at 4.5:1 or better. */
  textMuted?: string;
  /** Hairlines and dividers. */
  border?: string;
  /** Focus ring; defaults to the primary colour kept at 3:1 against the background. */
  focus?: string;
  /** Errors. */
  danger?: string;
  /** Confirmations. */
  success?: string;
}

/** How guests reach the hotel group; shown in the footer and on contact pages. */
export interface BrandContact {
  email: string;
  phone: string;
  address?: string;
}

/** A partner (online travel agency) logo shown on the home page. */
export interface PartnerLogo {
  name: string;
  src: string;
  href?: string;
}

/** A white-label brand: configuration read by both apps and turned into the theme. */
export interface Brand {
  /** The group's name, used in the logo, copyright and page titles. */
  name: string;
  /** Text of the typographic logo when there is no image; defaults to `name`. */
  logoText?: string;
  /** Logo image URL; when set it replaces the typographic logo. */
  logoSrc?: string;
  colors: BrandColors;
  contact: BrandContact;
  partnerLogos?: PartnerLogo[];
  /** Where the group's own app is published; the app page offers no store without a link. */
  apps?: { appStore?: string; googlePlay?: string };
}

/** The demo brand: calm deep teal-navy, a terracotta-coral accent, warm off-white paper. */
export const defaultBrand: Brand = {
  name: 'Bookdirect Hotels',
  colors: {
    primary: '#0F3B4C',
    accent: '#B94A2C',
    background: '#FAF7F2',
    surface: '#FFFFFF',
    text: '#1B2528',
  },
  contact: {
    email: 'stay@bookdirect.example',
    phone: '+30 210 555 0142',
    address: '12 Ermou Street, 105 63 Athens, Greece',
  },
};
