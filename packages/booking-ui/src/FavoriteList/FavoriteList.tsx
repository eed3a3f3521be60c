import type { ElementType } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { HotelCard, type HotelCardData } from '../HotelCard/HotelCard';
import { HeartIcon } from '../internal/icons';
import { useUiTranslation } from '../internal/use-ui-translation';

/** A saved hotel: its card, and the `user_favorite_id` a removal names. */
export type SavedHotel = HotelCardData & { favoriteId: number };

export interface FavoriteListProps {
  /** One page of saved hotels, latest first, priced for the stay. */
  hotels: SavedHotel[];
  /** Nights of the stay the prices are for (from two the cards add the stay's total). */
  nights: number;
  /** The stay the prices are for, as the page words it ("Prices for 12 – 14 May (2 nights)"). */
  pricesFor?: string;
  /** Where each remove form posts; it sends `intent=remove` and `favoriteId`. */
  removeAction: string;
  /** Element or component rendering the remove forms, e.g. Remix's `Form`; a plain `<form>` by default. */
  removeForm?: ElementType;
  /** Removals in flight, by `favoriteId`. */
  removing?: readonly number[];
  /** Where the empty state's "Find hotels" leads. */
  searchHref: string;
}

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & > form {
    display: flex;
    justify-content: flex-end;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  & > svg {
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.colors.accentText};
  }

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & > p {
    max-width: 36ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The member's saved hotels: each hotel's card, priced for the stay, with a Remove button
 * (a form post, so it works before and without JavaScript); an empty state that leads to
 * the search.
 */
export function FavoriteList({
  hotels,
  nights,
  pricesFor,
  removeAction,
  removeForm: RemoveForm = 'form',
  removing = [],
  searchHref,
}: FavoriteListProps) {
  const { t } = useUiTranslation();
  if (hotels.length === 0) {
    return (
      <Empty data-testid="favorites-empty">
        <HeartIcon />
        <h2>{t('favorites:empty_title')}</h2>
        <p>{t('favorites:empty_body')}</p>
        <Button href={searchHref} variant="primary">
          {t('favorites:empty_cta')}
        </Button>
      </Empty>
    );
  }
  return (
    <div>
      {pricesFor ? <Caption>{pricesFor}</Caption> : null}
      <List aria-label={t('favorites:title')}>
        {hotels.map(({ favoriteId, ...hotel }) => (
          <Item key={favoriteId} data-testid="favorite-item">
            <HotelCard {...hotel} nights={nights} layout="row" ctaLabel={t('favorites:view')} />
            <RemoveForm method="post" action={removeAction}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="favoriteId" value={favoriteId} />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                iconStart={<HeartIcon filled />}
                loading={removing.includes(favoriteId)}
                aria-label={t('favorites:remove_hotel', { name: hotel.name })}
              >
                {t('favorites:remove')}
              </Button>
            </RemoveForm>
          </Item>
        ))}
      </List>
    </div>
  );
}
