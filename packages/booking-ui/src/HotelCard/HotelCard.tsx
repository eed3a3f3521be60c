import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { formatMoney, nightlyAverage } from '@bookdirect/gateway-sdk/money';
import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { ApproxPrice } from '../Currency/DisplayCurrency';
import { Picture } from '../internal/Picture';
import { useUiTranslation } from '../internal/use-ui-translation';
import { ScoreLabel } from '../ScoreLabel/ScoreLabel';
import { tabularNums } from '../theme/tokens';

export interface HotelCardProps {
  /** Where the card leads (the hotel page with the stay). */
  href: string;
  /** Hotel name in the page's language. */
  name: string;
  /** City (home cards) shown above the name. */
  city?: string;
  /** Address (results list) shown under the name. */
  address?: string;
  /** Photo URL (the `_3` variant); the fallback shows when missing or broken. */
  imageSrc?: string;
  /** Score out of 5; the spec's default 4.5 when missing. */
  score?: number | null;
  /** Currency of the price; it decides the decimals shown (none for JPY). */
  currency: CurrencyId;
  /** Currency symbol, e.g. `€`. */
  currencySymbol: string;
  /**
   * What the cheapest room type costs for the whole stay (the gateway's `stay_price_min`);
   * null when sold out for the stay.
   */
  stayPrice: number | null;
  /**
   * Nights of the stay the price is for (1 by default): the card shows the price per night,
   * from two nights its average (rounded down) with the stay's total beside it.
   */
  nights?: number;
  /** Up to 3 tags (the second part of each `hotel_tag` pair). */
  tags?: string[];
  /** `grid` for the home page, `row` for results (image beside the text on desktop). */
  layout?: 'grid' | 'row';
  /** Text of the call to action in `row` layout (e.g. "View rates"). */
  ctaLabel?: string;
  /** Load the photo eagerly (the first cards above the fold). */
  priority?: boolean;
  /** A control in the photo's corner (the save button), above the card's link. */
  action?: ReactNode;
}

/**
 * A hotel as a card shows it, whatever page lists it: the card's data props and the hotel's
 * id (for list keys). Sites map the gateway's `HotelListItem` to this once.
 */
export type HotelCardData = { id: number } & Pick<
  HotelCardProps,
  | 'href'
  | 'name'
  | 'city'
  | 'address'
  | 'imageSrc'
  | 'score'
  | 'currency'
  | 'currencySymbol'
  | 'stayPrice'
  | 'tags'
>;

/*
 * The card is one styled element: its parts are plain elements named by `data-part` and
 * styled from here. A page lists many cards, and a styled part would be one more component
 * per card to render and hydrate (docs/adr/0048-card-parts-styled-from-their-root.md).
 */
const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  &[data-layout='row'] {
    ${({ theme }) => theme.media.desktop} {
      flex-direction: row;
    }
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }

  & > [data-part='media'] {
    position: relative;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  & > [data-part='media'] > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-layout='row'] > [data-part='media'] {
    ${({ theme }) => theme.media.desktop} {
      flex: 0 0 300px;
      aspect-ratio: auto;
      min-height: 200px;
    }
  }

  /* Above the link that covers the card, so its own control takes the press. */
  & [data-part='corner'] {
    position: absolute;
    top: ${({ theme }) => theme.space.xs};
    right: ${({ theme }) => theme.space.xs};
    z-index: 1;
  }

  & > [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    padding: ${({ theme }) => theme.space.md};
  }

  & [data-part='city'],
  & [data-part='address'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & [data-part='address'] {
    overflow-wrap: anywhere;
  }

  /* The results page's title is its h1, so each hotel heads the next level down. */
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
  &[data-layout='row'] h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & h2 > a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card is the link's target; the name stays the accessible name. */
  & h2 > a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & h2 > a:focus-visible {
    outline: none;
  }
  & h2 > a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  & [data-part='tags'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs};
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    padding: 0;
    list-style: none;
  }
  & [data-part='tags'] > li {
    padding: 2px 8px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  & [data-part='foot'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.xs};
  }

  & [data-part='price'] {
    ${tabularNums}
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & [data-part='price'] > strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  /* The nightly price in the visitor's chosen currency, then the stay's total, each a line. */
  & [data-part='price'] > span {
    display: block;
  }
  & [data-part='stay-total'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & [data-part='cta'] {
    display: inline-flex;
    align-items: center;
    height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * A hotel as a card: photo in an aspect-ratio box (fallback when broken), city, score,
 * name, the cheapest room type's price per night (for a longer stay its average, with the
 * stay's total) with the currency symbol. The whole card is one link.
 */
export function HotelCard({
  href,
  name,
  city,
  address,
  imageSrc,
  score,
  currency,
  currencySymbol,
  stayPrice,
  nights = 1,
  tags = [],
  layout = 'grid',
  ctaLabel,
  priority = false,
  action,
}: HotelCardProps) {
  const { t, language } = useUiTranslation();
  const money = { currency, symbol: currencySymbol };
  const nightly = stayPrice == null ? 0 : nightlyAverage(stayPrice, nights, currency);
  return (
    <Root data-layout={layout} data-testid="hotel-card">
      <div data-part="media">
        <Picture
          src={imageSrc}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          width={400}
          height={300}
        />
        {action ? <div data-part="corner">{action}</div> : null}
      </div>
      <div data-part="body">
        {city ? <p data-part="city">{city}</p> : null}
        <h2>
          <a href={href}>{name}</a>
        </h2>
        {address ? <p data-part="address">{address}</p> : null}
        <ScoreLabel score={score} />
        {tags.length > 0 ? (
          <ul data-part="tags">
            {tags.slice(0, 3).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <div data-part="foot">
          {stayPrice == null ? (
            <p data-part="price">{t('hotel:sold_out')}</p>
          ) : (
            <p data-part="price">
              <strong>{formatMoney(nightly, money, language)}</strong> /{' '}
              {t(nights > 1 ? 'hotel:night_average' : 'hotel:night')}
              <ApproxPrice amount={nightly} currency={currency} />
              {nights > 1 ? (
                <span data-part="stay-total" data-testid="stay-total">
                  {t('hotel:stay_total', {
                    total: formatMoney(stayPrice, money, language),
                    nights: t('hotel:nights', { count: nights }),
                  })}
                </span>
              ) : null}
            </p>
          )}
          {layout === 'row' && ctaLabel ? (
            <span data-part="cta" aria-hidden="true">
              {ctaLabel}
            </span>
          ) : null}
        </div>
      </div>
    </Root>
  );
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bone = styled.div`
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border} 25%,
    ${({ theme }) => theme.colors.bg} 50%,
    ${({ theme }) => theme.colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.2s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** The card's shape while its data loads. */
export function HotelCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'row' }) {
  return (
    <Root data-layout={layout} aria-hidden="true" data-testid="hotel-card-skeleton">
      <div data-part="media">
        <Bone style={{ position: 'absolute', inset: 0, borderRadius: 0 }} />
      </div>
      <div data-part="body">
        <Bone style={{ width: '40%', height: 14 }} />
        <Bone style={{ width: '80%', height: 20 }} />
        <Bone style={{ width: '30%', height: 18 }} />
        <Bone style={{ width: '50%', height: 22, marginTop: 12 }} />
      </div>
    </Root>
  );
}
