import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { HeartIcon } from '../internal/icons';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface FavoriteButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'aria-pressed'> {
  /** The member saved this hotel: the heart is filled and the button pressed. */
  saved: boolean;
  /** The hotel's name; the icon-only button says it ("Save Acropolis View Hotel"). */
  hotelName?: string;
  /** `icon` over a card's photo, `labelled` (heart and "Save") on the hotel's page. */
  variant?: 'icon' | 'labelled';
  /** The save or removal is in flight. */
  busy?: boolean;
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  & > svg {
    flex: none;
    width: 22px;
    height: 22px;
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accentText};
    color: ${({ theme }) => theme.colors.accentText};
  }

  &[data-variant='icon'] {
    width: 44px;
    padding: 0;
    border-color: transparent;
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:active {
    transform: scale(0.94);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &:active {
      transform: none;
    }
  }
`;

/**
 * Save a hotel, or take it off the member's saved hotels: a real toggle button (`aria-pressed`)
 * whose name stays the same in both states, as screen readers expect of a toggle. It submits
 * its form by default, so a site can save without JavaScript and enhance with a fetcher.
 */
export function FavoriteButton({
  saved,
  hotelName,
  variant = 'icon',
  busy = false,
  type = 'submit',
  ...rest
}: FavoriteButtonProps) {
  const { t } = useUiTranslation();
  const label = hotelName ? t('favorites:save_hotel', { name: hotelName }) : t('favorites:save');
  return (
    <Root
      {...rest}
      type={type}
      data-variant={variant}
      data-testid="favorite-button"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={variant === 'icon' ? label : undefined}
    >
      <HeartIcon filled={saved} />
      {variant === 'labelled' ? <span>{t('favorites:save')}</span> : null}
    </Root>
  );
}
