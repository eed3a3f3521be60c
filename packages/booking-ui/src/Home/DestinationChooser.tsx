import { DEFAULT_DESTINATION } from '@bookdirect/gateway-sdk/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { Button } from '../Button/Button';
import { DestinationArt } from './DestinationArt';
import { ArrowIcon, PinIcon } from './icons';
import { SectionLead } from './layout';
import { destinationSearchHref, type HomeDestination } from './types';

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
    color: ${({ theme }) => theme.colors.primaryText};
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

export interface DestinationChooserProps {
  destinations: HomeDestination[];
  /** The search box; without one, the destinations as links and a Find hotels button. */
  children?: ReactNode;
}

/** "Where to?": the search box, or the destinations to pick from when there is none. */
export function DestinationChooser({ destinations, children }: DestinationChooserProps) {
  const { t } = useTranslation();
  const site = useSiteLinks();
  const first = destinations[0]?.searchName ?? DEFAULT_DESTINATION;
  return (
    <SearchPanel>
      <PanelLabel id="where-to">
        <PinIcon />
        {t('home:where_to')}
      </PanelLabel>
      {children ?? (
        <>
          {destinations.length > 0 ? (
            <Chips aria-labelledby="where-to">
              {destinations.map((destination) => (
                <li key={destination.regionId}>
                  <Chip href={site.url(destinationSearchHref(destination.searchName))}>
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
          <Button
            href={site.url(destinationSearchHref(first))}
            variant="accent"
            size="lg"
            iconEnd={<ArrowIcon />}
          >
            {t('home:find_hotels')}
          </Button>
        </>
      )}
    </SearchPanel>
  );
}
