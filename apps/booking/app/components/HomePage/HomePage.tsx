import type { PickerRegion } from '@bookdirect/booking-ui';
import { Button } from '@bookdirect/booking-ui';
import { DEFAULT_DESTINATION, FREE_CANCELLATION_DAYS } from '@bookdirect/gateway-sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrencyOption, Destination, HomeCountry } from '../../home.server';
import type { Stay } from '../../stay';
import { SiteSearchBox } from '../catalogue/SiteSearchBox';
import { DestinationArt } from './DestinationArt';
import {
  AppPromotion,
  ExtraServices,
  PartnerLogos,
  RotatingBanner,
  StickySearch,
  TrendingHotels,
} from './Discovery';

export interface HomePageProps {
  destinations: Destination[];
  currencies: CurrencyOption[];
  /** Countries with their cities for the destination picker. */
  picker: PickerRegion[];
  /** The spec's default destination (Athens). */
  defaultCityId?: number;
  /** The default stay: one night from today. */
  stay: Stay;
  /** Trending hotels by country (`/app/home/`). */
  countries: HomeCountry[];
  /** Address of the download page for the app promotion's QR code. */
  downloadUrl: string;
  partnerLogos?: { name: string; src: string }[];
}

/** Where a destination leads: the search page, which arrives with the catalogue. */
export function searchHref(regionName: string): string {
  return `/hotel/search?${new URLSearchParams({ region_name: regionName })}`;
}

const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }
`;

/* ---------- Hero ---------- */

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xxxl} 0 136px`};
  background:
    radial-gradient(120% 90% at 85% 10%, rgba(255, 255, 255, 0.14), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.primaryHover}, ${({ theme }) =>
      theme.colors.primary} 60%);
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} 0 112px`};
  }
`;

const HeroArt = styled.svg`
  position: absolute;
  right: -40px;
  bottom: 0;
  width: min(60vw, 760px);
  height: auto;
  pointer-events: none;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const HeroLayout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};

  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const HeroText = styled.div`
  max-width: 620px;
`;

/** Three destination postcards fanned out beside the title (wide screens only). */
const Collage = styled.ul`
  position: relative;
  height: 300px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 959.98px) {
    display: none;
  }
`;

const Postcard = styled.li`
  position: absolute;
  top: 0;
  width: 188px;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border: 6px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 48px -16px rgba(0, 0, 0, 0.45);

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  &:nth-child(1) {
    left: 0;
    top: 36px;
    transform: rotate(-7deg);
  }
  &:nth-child(2) {
    left: 30%;
    top: 0;
    z-index: 1;
    transform: rotate(2deg);
  }
  &:nth-child(3) {
    right: 0;
    top: 48px;
    transform: rotate(8deg);
  }
`;

const PostcardName = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.xs};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-shadow: 0 1px 8px rgba(0, 0, 0, 0.45);
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onPrimary};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.18);
  }
`;

const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 48px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const HeroSubtitle = styled.p`
  margin: 0;
  max-width: 520px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.onPrimaryMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/* ---------- Search panel ---------- */

const SearchPanel = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'label action'
    'chips chips';
  align-items: center;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin-top: -88px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  & > h2 {
    grid-area: label;
  }
  & > ul,
  & > p,
  & > form {
    grid-area: chips;
  }
  & > form {
    padding: 0;
    box-shadow: none;
  }
  & > a {
    grid-area: action;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'label'
      'chips'
      'action';
    gap: ${({ theme }) => theme.space.md};
    margin-top: -72px;
    padding: ${({ theme }) => theme.space.md};
  }
`;

const PanelLabel = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin: 0 -${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxs};
    scroll-snap-type: x proximity;
    scroll-padding-inline: ${({ theme }) => theme.space.md};
    scrollbar-width: none;

    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  scroll-snap-align: start;
  transition:
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const ChipThumb = styled.span`
  display: block;
  overflow: hidden;
  width: 28px;
  height: 28px;
  border-radius: 50%;

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/* ---------- Sections ---------- */

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0 0`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl} 0 0`};
  }
`;

const SectionHead = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const SectionLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Why book direct */

const Perks = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const Perk = styled.li`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  align-content: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const PerkIcon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};

  & > svg {
    width: 20px;
    height: 20px;
  }
`;

const PerkTitle = styled.h3`
  margin: 0 0 2px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const PerkBody = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Destinations */

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Card = styled.a`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  color: #fff;
  text-decoration: none;
  isolation: isolate;
  box-shadow: 0 1px 2px rgba(16, 24, 32, 0.06);
  transition: box-shadow ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  & > svg {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    transition: transform ${({ theme }) => `${theme.motion.slow} ${theme.motion.easing}`};
  }

  &::after {
    content: '';
    position: absolute;
    inset: 45% 0 0;
    z-index: -1;
    background: linear-gradient(to top, rgba(10, 22, 28, 0.72), rgba(10, 22, 28, 0));
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  &:hover > svg {
    transform: scale(1.04);
  }
`;

const CardText = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: grid;
  gap: 2px;

  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: ${({ theme }) => theme.space.sm};
  }
`;

const CardName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.25);

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CardAlt = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.86);
`;

const CardCta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > svg {
    width: 16px;
    height: 16px;
    transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  ${Card}:hover & > svg {
    transform: translateX(3px);
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/* Currencies */

const CurrencyBand = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    margin-top: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => `${theme.space.xl} 0`};
  }
`;

const CurrencyLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const CurrencyList = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const CurrencyItem = styled.li`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 32px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const CurrencySymbol = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.mobile} {
    width: 32px;
    height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const CurrencyCode = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const CurrencyName = styled.span`
  display: block;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/* ---------- Icons (decorative, 24 px line) ---------- */

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
const ArrowIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
const TagIcon = () => (
  <Icon>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);
const StarIcon = () => (
  <Icon>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);
const CalendarIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M9.5 14.5l5 4M14.5 14.5l-5 4" />
  </Icon>
);
const KeyIcon = () => (
  <Icon>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </Icon>
);

/** A quiet coastline behind the hero text: sun, hills and sea in the brand's own tones. */
function HeroScene() {
  return (
    <HeroArt viewBox="0 0 760 360" aria-hidden="true">
      <circle cx="560" cy="118" r="64" fill="currentColor" opacity="0.1" />
      <circle cx="560" cy="118" r="40" fill="currentColor" opacity="0.12" />
      <path
        d="M0 300C120 230 220 250 320 262s170-40 270-70 170 10 170 10V360H0z"
        fill="currentColor"
        opacity="0.07"
      />
      <path
        d="M120 330c110-40 210-34 300-22s190-18 340-40V360H120z"
        fill="currentColor"
        opacity="0.1"
      />
    </HeroArt>
  );
}

/** Three postcards in contrasting colours (sea, temple, jungle) when the catalogue has them. */
function pickFeatured(destinations: Destination[]): Destination[] {
  const preferred = ['greece', 'japan', 'thailand'];
  const chosen = preferred
    .map((palette) => destinations.find((d) => d.palette === palette))
    .filter((d): d is Destination => d !== undefined);
  for (const d of destinations) if (chosen.length < 3 && !chosen.includes(d)) chosen.push(d);
  return chosen.slice(0, 3);
}

/**
 * The traveller home page's first screen: a hero with the destinations to choose from,
 * why book direct, the destination cards and the currencies one can pay in.
 */
export function HomePage({
  destinations,
  currencies,
  picker,
  defaultCityId,
  stay,
  countries,
  downloadUrl,
  partnerLogos,
}: HomePageProps) {
  const { t, i18n } = useTranslation();
  // The second name is in the other language, so screen readers pronounce it right.
  const altLang = i18n.language === 'zh' ? 'en' : 'zh-CN';
  const first = destinations[0]?.searchName ?? DEFAULT_DESTINATION;
  const featured = pickFeatured(destinations);
  const perks = [
    { icon: <TagIcon />, key: 'direct' },
    { icon: <StarIcon />, key: 'points' },
    { icon: <CalendarIcon />, key: 'cancel' },
    { icon: <KeyIcon />, key: 'checkin' },
  ] as const;

  return (
    <>
      {picker.length > 0 ? (
        <StickySearch watchId="main-search">
          <SiteSearchBox
            regions={picker}
            cityId={defaultCityId}
            enterDate={stay.enterDate}
            leaveDate={stay.leaveDate}
            defaultDates
            layout="bar"
          />
        </StickySearch>
      ) : null}
      <Hero aria-labelledby="home-title">
        <HeroScene />
        <Container>
          <HeroLayout>
            <HeroText>
              <Eyebrow>{t('common:brand_tagline')}</Eyebrow>
              <HeroTitle id="home-title">{t('home:hero_title')}</HeroTitle>
              <HeroSubtitle>{t('home:hero_subtitle')}</HeroSubtitle>
            </HeroText>
            {featured.length === 3 ? (
              <Collage aria-hidden="true">
                {featured.map((destination) => (
                  <Postcard key={destination.regionId}>
                    <DestinationArt palette={destination.palette} />
                    <PostcardName>{destination.name}</PostcardName>
                  </Postcard>
                ))}
              </Collage>
            ) : null}
          </HeroLayout>
        </Container>
      </Hero>

      <Container>
        <SearchPanel>
          <PanelLabel id="where-to">
            <PinIcon />
            {t('home:where_to')}
          </PanelLabel>
          {picker.length > 0 ? (
            <SiteSearchBox
              id="main-search"
              layout="bar"
              regions={picker}
              cityId={defaultCityId}
              enterDate={stay.enterDate}
              leaveDate={stay.leaveDate}
              defaultDates
            />
          ) : (
            <>
              {destinations.length > 0 ? (
                <Chips aria-labelledby="where-to">
                  {destinations.map((destination) => (
                    <li key={destination.regionId}>
                      <Chip href={searchHref(destination.searchName)}>
                        <ChipThumb>
                          <DestinationArt palette={destination.palette} />
                        </ChipThumb>
                        {destination.name}
                      </Chip>
                    </li>
                  ))}
                </Chips>
              ) : (
                <SectionLead>{t('home:no_destinations')}</SectionLead>
              )}
              <Button href={searchHref(first)} variant="accent" size="lg" iconEnd={<ArrowIcon />}>
                {t('home:find_hotels')}
              </Button>
            </>
          )}
        </SearchPanel>

        <Perks aria-label={t('home:why_title')}>
          {perks.map((perk) => (
            <Perk key={perk.key}>
              <PerkIcon>{perk.icon}</PerkIcon>
              <div>
                <PerkTitle>{t(`home:why_${perk.key}_title`)}</PerkTitle>
                {/* The cancellation perk names the days; the others ignore the value. */}
                <PerkBody>
                  {t(`home:why_${perk.key}_body`, { days: FREE_CANCELLATION_DAYS })}
                </PerkBody>
              </div>
            </Perk>
          ))}
        </Perks>

        <Section aria-labelledby="destinations-title">
          <SectionHead>
            <SectionTitle id="destinations-title">{t('home:trending_destinations')}</SectionTitle>
            <SectionLead>{t('home:trending_destinations_subtitle')}</SectionLead>
          </SectionHead>
          {countries.length > 0 ? (
            <TrendingHotels countries={countries} />
          ) : destinations.length > 0 ? (
            <Grid>
              {destinations.map((destination) => (
                <li key={destination.regionId}>
                  <Card href={searchHref(destination.searchName)}>
                    <DestinationArt palette={destination.palette} />
                    <CardText>
                      <CardName>{destination.name}</CardName>
                      {destination.altName && destination.altName !== destination.name ? (
                        <CardAlt lang={altLang}>{destination.altName}</CardAlt>
                      ) : null}
                      <CardCta>
                        {t('home:see_hotels')}
                        <ArrowIcon />
                      </CardCta>
                    </CardText>
                  </Card>
                </li>
              ))}
            </Grid>
          ) : (
            <Empty>{t('home:no_destinations')}</Empty>
          )}
        </Section>

        <RotatingBanner />

        <Section aria-labelledby="services-title">
          <SectionHead>
            <SectionTitle id="services-title">{t('home:services_title')}</SectionTitle>
          </SectionHead>
          <ExtraServices />
        </Section>

        <AppPromotion qrValue={downloadUrl} />

        <Section aria-labelledby="partners-title">
          <SectionHead>
            <SectionTitle id="partners-title">{t('home:partners_title')}</SectionTitle>
          </SectionHead>
          <PartnerLogos logos={partnerLogos} />
        </Section>
      </Container>

      {currencies.length > 0 ? (
        <CurrencyBand aria-labelledby="currencies-title">
          <Container>
            <CurrencyLayout>
              <div>
                <SectionTitle id="currencies-title">{t('home:pay_in_your_currency')}</SectionTitle>
                <SectionLead>{t('home:pay_in_your_currency_body')}</SectionLead>
              </div>
              <CurrencyList aria-label={t('common:currencies')}>
                {currencies.map((currency) => (
                  <CurrencyItem key={currency.code}>
                    <CurrencySymbol aria-hidden="true">{currency.symbol}</CurrencySymbol>
                    <span>
                      <CurrencyCode>{currency.code}</CurrencyCode>
                      <CurrencyName>{currency.name}</CurrencyName>
                    </span>
                  </CurrencyItem>
                ))}
              </CurrencyList>
            </CurrencyLayout>
          </Container>
        </CurrencyBand>
      ) : null}
    </>
  );
}
