import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_SLIDES,
  HOME_CARDS_STEP,
} from '@bookdirect/gateway-sdk/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { HotelCard } from '../HotelCard/HotelCard';
import { QrCode } from '../QrCode/QrCode';
import { DestinationArt } from './DestinationArt';
import { CardList } from './layout';
import type { HomeCountry } from './types';

/* ---------- Rotating banner ---------- */

const palettes = ['greece', 'japan', 'portugal', 'thailand'] as const;

const Banner = styled.section`
  position: relative;
  margin: ${({ theme }) => theme.space.xl} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  aspect-ratio: 3 / 1;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;

  ${({ theme }) => theme.media.mobile} {
    aspect-ratio: 4 / 3;
  }
  & > svg,
  & > div > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

const Slide = styled.div`
  position: absolute;
  inset: 0;
  &[hidden] {
    display: none;
  }
`;

const SlideText = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  max-width: 70%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(10, 20, 28, 0.62);

  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  & > p {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: ${({ theme }) => theme.space.sm};
    max-width: none;
    & > h3 {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

const SlideNav = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};

  & > button {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: rgba(10, 20, 28, 0.62);
    color: #fff;
    font-size: 20px;
    cursor: pointer;
  }
`;

/** Four slides that turn every 15 s (not under reduced motion), with previous and next. */
export function RotatingBanner() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % CAROUSEL_SLIDES),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);
  const go = (step: number) => setIndex((i) => (i + step + CAROUSEL_SLIDES) % CAROUSEL_SLIDES);
  return (
    <Banner
      aria-roledescription="carousel"
      aria-label={t('home:banner_label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {palettes.map((palette, i) => (
        <Slide
          key={palette}
          hidden={i !== index}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home:banner_slide', { index: i + 1, count: CAROUSEL_SLIDES })}
        >
          <DestinationArt palette={palette} />
          <SlideText>
            <h3>{t(`home:banner_${i + 1}_title`)}</h3>
            <p>{t(`home:banner_${i + 1}_body`)}</p>
          </SlideText>
        </Slide>
      ))}
      <SlideNav>
        <button type="button" onClick={() => go(-1)} aria-label={t('home:previous_slide')}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" onClick={() => go(1)} aria-label={t('home:next_slide')}>
          <span aria-hidden="true">›</span>
        </button>
      </SlideNav>
    </Banner>
  );
}

/* ---------- Trending hotels by country ---------- */

const Chips = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0;
  overflow-x: auto;
  padding-bottom: 4px;

  & > button {
    flex: none;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  & > button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Cards = styled(CardList).attrs({
  $columns: 'repeat(auto-fill, minmax(240px, 1fr))',
  $gap: 'md',
})``;

const More = styled.button`
  display: block;
  min-height: 44px;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  cursor: pointer;
`;

/**
 * Country chips and that country's hotel cards, 12 at a time, more as the list scrolls in.
 * `cardAction` puts a control (the site's save button) in each card's corner.
 */
export function TrendingHotels({
  countries,
  cardAction,
}: {
  countries: HomeCountry[];
  cardAction?: (hotel: HomeCountry['hotels'][number]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(countries[0]?.regionId);
  const [shown, setShown] = useState(HOME_CARDS_STEP);
  const sentinel = useRef<HTMLDivElement>(null);
  const country = countries.find((c) => c.regionId === active) ?? countries[0];
  const total = country?.hotels.length ?? 0;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || shown >= total) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown((n) => n + HOME_CARDS_STEP);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, total]);

  if (!country) return null;
  return (
    <>
      <Chips role="group" aria-label={t('home:region_chips')}>
        {countries.map((c) => (
          <button
            key={c.regionId}
            type="button"
            aria-pressed={c.regionId === country.regionId}
            onClick={() => {
              setActive(c.regionId);
              setShown(HOME_CARDS_STEP);
            }}
          >
            {c.name}
          </button>
        ))}
      </Chips>
      <Cards data-testid="home-cards">
        {country.hotels.slice(0, shown).map((hotel) => (
          <li key={hotel.id}>
            <HotelCard {...hotel} action={cardAction?.(hotel)} />
          </li>
        ))}
      </Cards>
      <div ref={sentinel} />
      {shown < total ? (
        <More type="button" onClick={() => setShown((n) => n + HOME_CARDS_STEP)}>
          {t('home:more_hotels')}
        </More>
      ) : null}
    </>
  );
}

/* ---------- Services, app, partners ---------- */

const services = [
  'home_management',
  'property_investment',
  'airport_pickup',
  'daily_cleaning',
  'car_charter',
  'translation_guide',
  'legal_aid',
  'renovation',
] as const;

const Strip = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 56px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > li > span {
    display: inline-grid;
    flex: none;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function ExtraServices() {
  const { t } = useTranslation();
  return (
    <Strip aria-label={t('home:services_title')}>
      {services.map((key, i) => (
        <li key={key}>
          <span aria-hidden="true">{i + 1}</span>
          {t(`home:service_${key}`)}
        </li>
      ))}
    </Strip>
  );
}

const Promo = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xxl} 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.onPrimaryMuted};
  }
  & a {
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & figure {
    margin: 0;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
  }
`;

export function AppPromotion({ qrValue }: { qrValue: string }) {
  const { t } = useTranslation();
  const site = useSiteLinks();
  return (
    <Promo aria-labelledby="app-promo">
      <div>
        <h2 id="app-promo">{t('home:app_promo_title')}</h2>
        <p>{t('home:app_promo_body')}</p>
        <a href={site.page('downloadApp')}>{t('home:app_promo_link')} →</a>
      </div>
      <figure>
        <QrCode value={qrValue} size={112} label={t('pages:scan_to_download')} />
      </figure>
    </Promo>
  );
}

/** The ten online travel agencies the spec's home page shows, as wordmarks. */
const defaultPartners = [
  'Booking.com',
  'Expedia',
  'Agoda',
  'Trip.com',
  'Airbnb',
  'Hotels.com',
  'Tripadvisor',
  'Fliggy',
  'Meituan',
  'Traveloka',
];

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    place-items: center;
    min-height: 56px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.02em;
  }
  & img {
    max-width: 80%;
    max-height: 36px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function PartnerLogos({ logos }: { logos?: { name: string; src: string }[] }) {
  const { t } = useTranslation();
  return (
    <Logos aria-label={t('home:partners_title')}>
      {logos && logos.length > 0
        ? logos.map((logo) => (
            <li key={logo.name}>
              <img src={logo.src} alt={logo.name} loading="lazy" />
            </li>
          ))
        : defaultPartners.map((name) => <li key={name}>{name}</li>)}
    </Logos>
  );
}
